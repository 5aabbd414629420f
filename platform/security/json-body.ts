/**
 * The platform's JSON body parser: an empty body is "no body" (clients send Content-Type on
 * body-less POSTs); invalid JSON is 400 INVALID_JSON; a document nested deeper than
 * MAX_JSON_DEPTH is 400 JSON_TOO_DEEP with the pointer where it went too deep (before any
 * validator walks it recursively). Size stays Fastify's bodyLimit (1 MB, 413); other content
 * types have no parser and answer 415.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, tooDeepAt, tooDeepMessage } from '../../schemas/json-bounds.js';
import { HttpError } from '../errors.js';

export function parseBoundedJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', ['The request body is not valid JSON.']);
  }
  const pointer = tooDeepAt(value, MAX_JSON_DEPTH);
  if (pointer !== null) throw new HttpError(400, 'JSON_TOO_DEEP', [`body${tooDeepMessage(pointer)}`]);
  return value;
}

export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseBoundedJson(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
