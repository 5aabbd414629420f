import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { REALMS } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * The example host page (public/host-example/index.html) on other loopback origins drives
 * the web's video page by JSON-RPC over postMessage. 127.0.0.1:3100 is in the demo realms'
 * allowedOrigins; 127.0.0.1:3102 is not: the video page refuses to be framed by it (CSP
 * frame-ancestors) and, opened in a window, ignores its messages (no answer, state unchanged).
 * Playback is polled with generous timeouts; nothing here times it.
 */
const ALLOWED_PORT = 3100;
const FOREIGN_PORT = 3102;
const { origin: WEB } = REALMS.arena;
const VIDEO_PATH = '/video/vod-001';

const servers: Server[] = [];

/** A tiny static server for the host page, on 127.0.0.1:<port>. */
function serveHostPage(port: number): Promise<Server> {
  const html = readFileSync(path.join(ROOT, 'public/host-example/index.html'));
  const server = createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

test.beforeAll(async () => {
  servers.push(await serveHostPage(ALLOWED_PORT), await serveHostPage(FOREIGN_PORT));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

type RpcOutcome = { result: unknown } | { error: { code?: number; message: string } };

/** Calls the host page's global `rpc` and reports the answer or the error object. */
function call(host: Page, method: string, params?: unknown): Promise<RpcOutcome> {
  return host.evaluate(
    ([m, p]) =>
      (window as unknown as { rpc: (m: string, p?: unknown) => Promise<unknown> }).rpc(m as string, p).then(
        (result) => ({ result }),
        (error: { code?: number; message: string }) => ({ error }),
      ),
    [method, params] as const,
  );
}

async function videoState(frame: Frame | Page) {
  return frame.locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }));
}

async function playingFrame(frame: Frame | Page) {
  await expect(frame.locator('video')).toHaveCount(1, { timeout: 60_000 });
  await expect.poll(async () => (await videoState(frame)).time, { timeout: 90_000, intervals: [1_000, 2_000] }).toBeGreaterThan(1);
}

test('the example host page on an allowed origin drives play, pause and seek and reads the answers', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`http://127.0.0.1:${ALLOWED_PORT}/?web=${encodeURIComponent(WEB)}&path=${VIDEO_PATH}&timeout=4000`);
  await expect(page.locator('#src')).toHaveValue(`${WEB}${VIDEO_PATH}`);

  await expect.poll(() => page.frames().find((f) => f.url().startsWith(`${WEB}${VIDEO_PATH}`)) ?? null, { timeout: 30_000 }).not.toBeNull();
  const frame = page.frames().find((f) => f.url().startsWith(`${WEB}${VIDEO_PATH}`))!;
  await playingFrame(frame);

  // The player answers once it is mounted.
  await expect
    .poll(
      async () => {
        const answer = await call(page, 'getPlayer');
        return 'result' in answer ? (answer.result as { videoId?: string }).videoId : answer.error.message;
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('vod-001');

  // Pause (the host page's button), read the result and the state back.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.locator('#result')).toHaveText('{"result":true}');
  await expect.poll(async () => (await videoState(frame)).paused).toBe(true);
  expect(await call(page, 'getPlayer')).toMatchObject({ result: { isPlaying: false, type: 'VOD' } });

  // Seek while paused: the position lands where asked.
  await page.locator('#seek').fill('20');
  await page.getByRole('button', { name: 'Seek', exact: true }).click();
  await expect(page.locator('#result')).toHaveText('{"result":true}');
  await expect.poll(async () => Math.round((await videoState(frame)).time)).toBe(20);
  const afterSeek = await call(page, 'getPlayer');
  expect('result' in afterSeek && Math.round((afterSeek.result as { position: number }).position)).toBe(20);

  // Play again: it plays on from there.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('#result')).toHaveText('{"result":true}');
  await expect.poll(async () => (await videoState(frame)).time, { timeout: 60_000 }).toBeGreaterThan(21);
  expect(await call(page, 'getPlayer')).toMatchObject({ result: { isPlaying: true } });

  // Malformed requests get JSON-RPC error objects with the catalogue's messages.
  expect(await call(page, 'setVolume', { volume: 'loud' })).toMatchObject({ error: { code: -32602, message: 'Invalid params' } });
  expect(await call(page, 'setSubtitleTrack', { track: 'xx' })).toMatchObject({ error: { code: -32002, message: 'Track NOT FOUND' } });
  expect(await call(page, 'rewindTime')).toMatchObject({ error: { code: -32601, message: 'Method not found' } });
  expect(await call(page, 'setVolume', { volume: 40 })).toEqual({ result: true });
  expect(await call(page, 'getVolume')).toEqual({ result: 40 });

  // Route-level methods answered through the site's /_data/host resource route.
  expect(await call(page, 'loadVideo', { id: 'vod-999' })).toMatchObject({ error: { code: -32003, message: 'VOD does not exist' } });
  const country = await call(page, 'getCountry');
  expect('result' in country ? typeof country.result : country.error.message).toBe('string');
  expect(await call(page, 'getEpg')).toMatchObject({ result: { channels: expect.any(Array) } });
  // A guest (the framed page gets no session cookie from a third-party context) has no preferences to set.
  expect(await call(page, 'setPreference', { key: 'autoAdvance', value: false })).toMatchObject({ error: { code: -32603 } });
  expect(await call(page, 'loadVideo', { id: 'vod-002' })).toEqual({ result: true });
  await expect
    .poll(
      async () => {
        const answer = await call(page, 'getPlayer');
        return 'result' in answer ? (answer.result as { videoId?: string }).videoId : answer.error.message;
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('vod-002');

  // `next` is a client navigation inside the frame, which the browser may deny sessionStorage
  // (Remix's scroll restoration writes there): it must land on the next video, not the error page.
  expect(await call(page, 'next')).toEqual({ result: true });
  await expect
    .poll(
      async () => {
        const answer = await call(page, 'getPlayer');
        return 'result' in answer ? (answer.result as { videoId?: string }).videoId : answer.error.message;
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toMatch(/^vod-(?!002$)\d+$/);
  await expect(page.frameLocator('iframe').locator('.error-page')).toHaveCount(0);

  // The same page opened in a window answers this origin too (the control for the foreign-origin test below).
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in a window' }).click()]);
  await playingFrame(popup);
  await expect
    .poll(
      async () => {
        const answer = await call(page, 'getPlayer');
        return 'result' in answer ? (answer.result as { videoId?: string }).videoId : answer.error.message;
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('vod-001');
  expect(await call(page, 'pause')).toEqual({ result: true });
  await expect.poll(async () => (await videoState(popup)).paused).toBe(true);
  await popup.close();
});

test('a page from an origin that is not allowed can neither frame the video page nor drive it', async ({ page }) => {
  test.setTimeout(240_000);
  const framedResponse = page.waitForResponse((res) => res.url().startsWith(`${WEB}${VIDEO_PATH}`), { timeout: 60_000 });
  await page.goto(`http://127.0.0.1:${FOREIGN_PORT}/?web=${encodeURIComponent(WEB)}&path=${VIDEO_PATH}&timeout=3000`);

  // The iframe is refused by the video page's CSP (frame-ancestors): no player in it.
  const refused = await framedResponse;
  expect(refused.headers()['content-security-policy']).toContain(`frame-ancestors 'self' http://127.0.0.1:${ALLOWED_PORT}`);
  expect(refused.headers()['content-security-policy']).not.toContain(`:${FOREIGN_PORT}`);
  const framed = page.frames().find((f) => f.url().startsWith(`${WEB}${VIDEO_PATH}`));
  expect(framed ? await framed.locator('video').count() : 0).toBe(0);

  // Opened in a window instead, the page plays, but the foreign origin's messages are ignored.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in a window' }).click()]);
  await expect(page.locator('#target')).toHaveText('window');
  await playingFrame(popup);
  const before = await videoState(popup);

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.locator('#result')).toContainText('no answer', { timeout: 15_000 });
  expect(await call(page, 'seek', { position: 0 })).toMatchObject({ error: { message: expect.stringContaining('no answer') } });
  expect(await call(page, 'getPlayer')).toMatchObject({ error: { message: expect.stringContaining('no answer') } });

  // Unchanged: still playing, and not sent back to the start.
  const after = await videoState(popup);
  expect(after.paused).toBe(false);
  expect(after.time).toBeGreaterThan(before.time);
  await popup.close();
});
