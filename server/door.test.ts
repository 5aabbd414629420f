import { describe, expect, it } from 'vitest';
import { checkBody, checkFormParses, checkOrigin, ownOrigin, routeKind } from './door';

const own = ownOrigin('http', 'localhost:3000');

describe('the origin check', () => {
  it('lets the site itself change state, by Origin or by Sec-Fetch-Site', () => {
    expect(checkOrigin('POST', { origin: 'http://localhost:3000' }, own)).toBeNull();
    expect(checkOrigin('POST', { 'sec-fetch-site': 'same-origin' }, own)).toBeNull();
    expect(checkOrigin('GET', { origin: 'http://evil.example' }, own)).toBeNull();
    // A form posted by a no-referrer page (sign-in link, password screens) without its script.
    expect(checkOrigin('POST', { origin: 'null', 'sec-fetch-site': 'same-origin' }, own)).toBeNull();
  });

  it('refuses every other origin, same-site ones included, and requests that say nothing', () => {
    for (const origin of ['http://evil.example', 'http://oasis.localhost:3000', 'https://localhost:3000', 'http://localhost:3001', 'null']) {
      expect(checkOrigin('POST', { origin }, own), origin).toMatchObject({ status: 403 });
    }
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      expect(checkOrigin('DELETE', { 'sec-fetch-site': site }, own), String(site)).toMatchObject({ status: 403 });
      // An opaque origin (a sandboxed frame, a data: page) is never same-origin.
      expect(checkOrigin('POST', { origin: 'null', 'sec-fetch-site': site }, own), `null, ${site}`).toMatchObject({ status: 403 });
    }
    // A real Origin decides on its own: a forged-looking Sec-Fetch-Site does not override it.
    expect(checkOrigin('POST', { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' }, own)).toMatchObject({ status: 403 });
    expect(checkOrigin('POST', { 'sec-fetch-site': 'same-origin' }, null)).toMatchObject({ status: 403 });
    expect(checkOrigin('POST', { origin: 'http://localhost:3000' }, null)).toMatchObject({ status: 403 });
  });
});

describe('the body envelope', () => {
  it('bounds bodies by route kind before reading them', () => {
    expect(routeKind('/_data/progress/1')).toBe('resource');
    expect(routeKind('/_lang')).toBe('resource');
    expect(routeKind('/_admin/page')).toBe('admin');
    expect(routeKind('/login')).toBe('screen');
    const form = 'application/x-www-form-urlencoded';
    expect(checkBody('POST', '/login', { 'content-length': String(64 * 1024), 'content-type': form })).toBeNull();
    expect(checkBody('POST', '/login', { 'content-length': String(64 * 1024 + 1), 'content-type': form })).toMatchObject({ status: 413 });
    expect(checkBody('POST', '/_admin/page', { 'content-length': String(2 * 1024 * 1024), 'content-type': form })).toBeNull();
    expect(checkBody('POST', '/_admin/page', { 'content-length': String(2 * 1024 * 1024 + 1), 'content-type': form })).toMatchObject({ status: 413 });
    expect(checkBody('POST', '/login', { 'content-length': 'lots' })).toMatchObject({ status: 400 });
  });

  it('takes forms on screens and JSON only on resource routes', () => {
    const post = (path: string, type?: string) => checkBody('POST', path, { 'content-length': '10', 'content-type': type });
    expect(post('/login', 'application/x-www-form-urlencoded; charset=UTF-8')).toBeNull();
    expect(post('/login', 'multipart/form-data; boundary=x')).toBeNull();
    for (const type of ['application/json', 'text/plain', 'application/xml', undefined])
      expect(post('/login', type), String(type)).toMatchObject({ status: 415 });
    expect(post('/_data/progress/vod-1', 'application/json')).toBeNull();
    expect(post('/_data/progress/vod-1', 'text/plain')).toMatchObject({ status: 415 });
    expect(post('/_lang', 'application/json')).toMatchObject({ status: 415 });
    expect(checkBody('POST', '/login', { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
    expect(checkBody('POST', '/logout', { 'content-length': '0' })).toBeNull();
  });

  it('refuses a multipart form that does not parse', async () => {
    const type = 'multipart/form-data; boundary=b';
    expect(await checkFormParses(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'), type)).toBeNull();
    expect(await checkFormParses(Buffer.from('--b\r\nbroken'), type)).toMatchObject({ status: 400 });
    expect(await checkFormParses(Buffer.from('a=1'), 'application/x-www-form-urlencoded')).toBeNull();
  });
});
