/**
 * "No bad input produces a 500": every documented operation (all route plugins, read from
 * the generated OpenAPI document) is called with hostile params, queries and bodies. Each
 * answer must be below 500 and, when it is an error, the JSON error shape.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPlatform, type Platform } from './harness.js';

let platform: Platform;
const operations: Array<{ method: string; path: string }> = [];
const realm = readdirSync(join(ROOT, 'realms')).sort()[0] ?? 'arena';

beforeAll(async () => {
  platform = await startPlatform();
  const doc = JSON.parse((await platform.inject({ method: 'GET', url: '/openapi.json' })).body);
  for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    // Server-sent event streams never end; they are tested by their owner.
    if (path.includes('/stream')) continue;
    for (const method of Object.keys(ops)) operations.push({ method: method.toUpperCase(), path });
  }
});
afterAll(() => platform?.close());

const hostileParams = ['%00', "x'%3B%20drop%20table%20users%3B--", 'x'.repeat(400), '-1', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%92%A9', 'null'];
const hostileQuery = '?rpp=-5&resultPerPage=99999&lastSeen=%FF%FE&p=abc&size=1e9&from=not-a-date&to=&fromTs=NaN&externalId=%00&w=-1';
const hostileBodies: Array<{ payload: string; contentType: string }> = [
  { payload: '{"broken": ', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  {
    payload: JSON.stringify({ id: { $ne: null }, secret: [], refreshToken: 7, keys: [{}], username: 1, eventIds: 'x', password: null }),
    contentType: 'application/json',
  },
  { payload: '<xml/>', contentType: 'application/xml' },
];

function fill(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, value);
}

function expectSafe(res: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), `${label} content type`).toContain('application/json');
    const body = JSON.parse(res.body);
    expect(typeof body.code, `${label} code`).toBe('string');
    expect(Array.isArray(body.messages), `${label} messages`).toBe(true);
  }
}

describe('bad input never produces a 500', { timeout: 120_000 }, () => {
  it('hostile path parameters and queries', async () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const { method, path } of operations) {
      for (const value of hostileParams) {
        const url = fill(path, value) + hostileQuery;
        const res = await platform.inject({ method: method as never, url, headers: { realm, 'accept-language': '*;q=x, ,,' } });
        expectSafe(res, `${method} ${url.slice(0, 120)}`);
      }
    }
  });

  it('hostile bodies', async () => {
    for (const { method, path } of operations.filter((o) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method))) {
      for (const { payload, contentType } of hostileBodies) {
        const url = fill(path, 'x');
        const res = await platform.inject({ method: method as never, url, headers: { realm, 'content-type': contentType }, payload });
        expectSafe(res, `${method} ${url} ${payload.slice(0, 40)}`);
      }
    }
  });

  it('hostile headers: a bearer of garbage, a realm of garbage', async () => {
    for (const { method, path } of operations) {
      const url = fill(path, 'x');
      for (const headers of [{ realm, authorization: 'Bearer ' + 'a'.repeat(2000) }, { realm: '../../etc' }, { realm: 'x'.repeat(500) }]) {
        expectSafe(await platform.inject({ method: method as never, url, headers }), `${method} ${url} ${JSON.stringify(headers).slice(0, 60)}`);
      }
    }
  });
});
