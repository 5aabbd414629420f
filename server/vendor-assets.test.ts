import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hlsWorkerPath } from '../app/player/hls-worker-path';
import { vendorAssets } from './vendor-assets';

const require = createRequire(import.meta.url);
const { version } = require('hls.js/package.json') as { version: string };

describe('vendorAssets', () => {
  let web: http.Server;
  let webUrl = '';

  beforeAll(async () => {
    const app = express();
    app.use(vendorAssets());
    app.use((_req, res) => void res.status(418).end());
    web = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => web.once('listening', resolve));
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    web.close();
  });

  it("answers the installed hls.js's worker under its version's name, as a script cached for a year", async () => {
    const answer = await fetch(`${webUrl}${hlsWorkerPath(version)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(readFileSync(require.resolve('hls.js/dist/hls.worker.js'), 'utf8'));
  });

  it('passes anything else on: another version, another file, another method', async () => {
    expect((await fetch(`${webUrl}${hlsWorkerPath('0.0.1')}`)).status).toBe(418);
    expect((await fetch(`${webUrl}/vendor/../package.json`)).status).toBe(418);
    expect((await fetch(`${webUrl}${hlsWorkerPath(version)}`, { method: 'POST' })).status).toBe(418);
  });
});
