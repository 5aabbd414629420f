import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../contract/content-coding';
import { compressedAssets } from './compressed-assets';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressedAssets', () => {
  const script = `export const answer = ${JSON.stringify('x'.repeat(5000))};\n`;
  let base = '';
  let server: ReturnType<ReturnType<typeof express>['listen']>;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    mkdirSync(path.join(dir, '_shared'));
    writeFileSync(path.join(dir, '_shared/chunk-ABC.js'), script);
    writeFileSync(path.join(os.tmpdir(), 'outside-assets.js'), 'secret');
    const app = express();
    app.use('/build', compressedAssets(dir));
    app.use((_req, res) => res.status(404).send('fell through'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = (url: string, encoding: string) => fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });

  it('answers brotli with immutable caching, and the same bytes again from memory', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/build/_shared/chunk-ABC.js', 'gzip, br');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      // fetch decodes the body: it must be the file.
      expect(await res.text()).toBe(script);
    }
  });

  it('answers gzip to a browser without brotli', async () => {
    const res = await get('/build/_shared/chunk-ABC.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(script);
  });

  it('leaves missing files, other encodings and paths outside the folder to the next handler', async () => {
    expect(await (await get('/build/_shared/missing.js', 'br')).text()).toBe('fell through');
    expect(await (await get('/build/_shared/chunk-ABC.js', 'identity')).text()).toBe('fell through');
    expect(await (await get('/build/..%2Foutside-assets.js', 'br')).text()).toBe('fell through');
  });

  it('produces bodies that decode to the file', async () => {
    const raw = (url: string, encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        import('node:http').then(({ get: httpGet }) =>
          httpGet(`${base}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject),
        );
      });
    expect(brotliDecompressSync(await raw('/build/_shared/chunk-ABC.js', 'br')).toString()).toBe(script);
    expect(gunzipSync(await raw('/build/_shared/chunk-ABC.js', 'gzip')).toString()).toBe(script);
  });
});
