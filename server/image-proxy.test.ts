import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProxy } from './image-proxy';

describe('imageProxy', () => {
  let platform: http.Server;
  let web: http.Server;
  let webUrl = '';
  const seen: Array<{ url?: string; ifNoneMatch?: string; cookie?: string }> = [];

  beforeAll(async () => {
    platform = http.createServer((req, res) => {
      seen.push({ url: req.url, ifNoneMatch: req.headers['if-none-match'], cookie: req.headers.cookie });
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304, { etag: '"v1"' }).end();
      if (!req.url?.startsWith('/images/')) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400', etag: '"v1"', 'set-cookie': 'x=1' }).end('JPEG');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use('/images', imageProxy(`http://127.0.0.1:${(platform.address() as AddressInfo).port}`));
    app.use((_req, res) => void res.status(418).end());
    web = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => web.once('listening', resolve));
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    web.close();
    platform.close();
  });

  it("answers /images/… with the platform's image, its query and caching headers, and nothing personal either way", async () => {
    const answer = await fetch(`${webUrl}/images/art-1.jpg?w=480`, { headers: { cookie: 'session=secret' } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('JPEG');
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(answer.headers.get('etag')).toBe('"v1"');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(seen.at(-1)).toEqual({ url: '/images/art-1.jpg?w=480', ifNoneMatch: undefined, cookie: undefined });
  });

  it('passes revalidation through (304) and other methods on to the next handler', async () => {
    const again = await fetch(`${webUrl}/images/art-1.jpg?w=480`, { headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${webUrl}/images/art-1.jpg`, { method: 'POST' })).status).toBe(418);
  });
});
