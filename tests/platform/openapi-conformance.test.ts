/** The harness's document check itself: it must refuse what the document does not promise. */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerChecker, mismatch } from './openapi-conformance.js';

function answer(status: number, body: unknown, contentType = 'application/json; charset=utf-8'): LightMyRequestResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { statusCode: status, body: text, headers: { 'content-type': contentType } } as unknown as LightMyRequestResponse;
}

describe('OpenAPI conformance of harness answers', () => {
  it('accepts documented answers: JSON against its schema, pages by content type, redirects without body', () => {
    expect(
      mismatch({ method: 'GET', url: '/user/adobe' }, answer(200, { providers: [{ provider: 'tvp:a', mvpd: 'a', displayName: 'A' }], unlinkAllowed: false })),
    ).toBeNull();
    expect(mismatch({ method: 'GET', url: '/user/adobe' }, answer(401, { code: 'UNAUTHORISED', messages: ['x'], requestId: '1' }))).toBeNull();
    expect(mismatch({ method: 'DELETE', url: '/user/adobe' }, answer(204, '', ''))).toBeNull();
    expect(
      mismatch({ method: 'POST', url: '/tvp/o/client/register' }, answer(400, { error: 'invalid_software_statement', code: 'X', messages: ['x'] })),
    ).toBeNull();
    expect(mismatch({ method: 'GET', url: '/api/v4/vod/x' }, answer(400, { code: 'REALM_REQUIRED', messages: ['x'] }))).toBeNull();
  });

  it('refuses undocumented statuses, bodies that break the schema, and undocumented content types', () => {
    expect(mismatch({ method: 'GET', url: '/user/adobe' }, answer(500, { code: 'INTERNAL', messages: [] }))).toMatch(/status 500 is not documented/);
    expect(mismatch({ method: 'GET', url: '/user/adobe' }, answer(200, { providers: [], unlinkAllowed: 'yes' }))).toMatch(
      /does not match the documented schema: \/unlinkAllowed/,
    );
    expect(mismatch({ method: 'GET', url: '/user/adobe' }, answer(200, { providers: [], unlinkAllowed: true, extra: 1 }))).toMatch(/additional properties/);
    expect(mismatch({ method: 'DELETE', url: '/user/adobe' }, answer(204, 'x', 'text/plain'))).toMatch(/documented without content/);
    expect(mismatch({ method: 'GET', url: '/nowhere' }, answer(200, {}))).toMatch(/no documented operation/);
  });

  it('checks content types and redirects of non-JSON operations', () => {
    const html = { description: 'page', content: { 'text/html': { schema: {} } } };
    const check = answerChecker({ paths: { '/page/{id}': { get: { responses: { 200: html, 303: { description: 'redirect' }, 400: html } } } } });
    expect(check({ method: 'GET', url: '/page/7?x=1' }, answer(200, '<p>', 'text/html; charset=utf-8'))).toBeNull();
    expect(check({ method: 'GET', url: '/page/7' }, answer(303, '', ''))).toBeNull();
    expect(check({ method: 'GET', url: '/page/7' }, answer(200, { page: 1 }))).toMatch(/a JSON answer, documented as text\/html/);
    expect(check({ method: 'GET', url: '/page/7' }, answer(400, { code: 'X', messages: [] }))).toMatch(/content type application\/json is not documented/);
    expect(check({ method: 'GET', url: '/page/7' }, answer(404, '<p>', 'text/html'))).toMatch(/status 404 is not documented/);
  });

  it("leaves the providers' HTML pages alone: they are contract calls kept out of the document", () => {
    expect(mismatch({ method: 'GET', url: '/oidc/authorize?client_id=x' }, answer(400, '<html></html>', 'text/html; charset=utf-8'))).toBeNull();
    expect(mismatch({ method: 'POST', url: '/tvp/authenticate' }, answer(303, '', ''))).toBeNull();
  });

  it('checks every operation in full: status and answer schema', () => {
    expect(mismatch({ method: 'GET', url: '/user/me' }, answer(200, { anything: true }))).toMatch(/does not match the documented schema/);
    expect(mismatch({ method: 'GET', url: '/user/me' }, answer(418, { code: 'TEAPOT', messages: [] }))).toMatch(/status 418 is not documented/);
    expect(mismatch({ method: 'GET', url: '/api/v1/history' }, answer(401, { code: 'UNAUTHORISED', messages: [] }))).toBeNull();
  });
});
