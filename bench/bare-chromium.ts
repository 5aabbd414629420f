/**
 * Chromium driven over its DevTools pipe with only the commands a timed page load needs, for
 * bench:playback's time to first frame (ADR 0065).
 *
 * Why not Playwright: Playwright instruments every page it drives. It enables the Network and
 * Runtime domains (an event to the harness for every request and every script context) and adds
 * its own isolated world to each new document at commit. On this machine's two cores that work
 * competes with the page: in alternated runs the video and the live event started playing 94 and
 * 66 ms later at the median under Playwright than here, with the same browser flags. A viewer's
 * browser does none of it, so the timed loads run here; Playwright still signs in and counts the
 * JavaScript.
 *
 * What a load asks of the page: the Page domain (so the init script is added to the new
 * document), the viewport Playwright would emulate and a viewer's user agent, then
 * `Runtime.evaluate` polled every POLL_MS (`pollUntilTrue`) and once to read the result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/env';

/**
 * The flags Playwright launches Chromium with that bear on a page's speed (no field-trial
 * experiments, no background throttling, no paint holding, sRGB), so that the two harnesses differ
 * only in what they do to the page; then the e2e's own flags.
 */
const FLAGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--no-startup-window',
  '--no-default-browser-check',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=PaintHolding',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--force-color-profile=srgb',
  '--password-store=basic',
  '--use-mock-keychain',
  ...CHROMIUM_ARGS,
];

const POLL_MS = 100;

/**
 * Asks `check` every POLL_MS until it answers `true`; a check that fails counts as not yet (before
 * the document commits, an expression may run in about:blank or in no context at all).
 */
export async function pollUntilTrue(check: () => Promise<unknown>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await check().catch(() => false)) !== true) {
    if (Date.now() > deadline) throw new Error(`${what}: not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The user agent of a viewer's Chrome of this version on Linux (the reduced form Chrome sends).
 * Headless Chromium names itself HeadlessChrome, which the web answers as a crawler: the whole
 * document at once instead of its shell first (app/entry.server.tsx).
 */
export function viewerUserAgent(version: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version.split('.')[0]}.0.0.0 Safari/537.36`;
}

/** A cookie as Playwright's storage state holds it (`expires` -1: a session cookie). */
interface BareCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

interface BareLoad {
  url: string;
  cookies: BareCookie[];
  /** Source evaluated in every new document before the page's own scripts. */
  initScript: string;
  /** An expression that is true once the load is done. */
  until: string;
  /** An expression whose (JSON) value is the load's result. */
  read: string;
  timeoutMs: number;
}

export interface BareChromium {
  version: string;
  /** Loads `url` in a fresh browser context (empty HTTP cache, these cookies) at 1280×720 as a viewer's Chrome and returns `read`'s value. */
  load(options: BareLoad): Promise<unknown>;
  close(): Promise<void>;
}

type Message = { id?: number; result?: Record<string, unknown>; error?: { message: string } };

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void }>();
  let nextId = 0;
  let exited: Error | null = null;

  // The pipe carries JSON messages, each ended by a NUL byte; events (no id) are not asked for.
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) continue;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    }
  });
  fromBrowser.on('error', () => undefined);
  toBrowser.on('error', () => undefined);
  child.on('exit', (code, signal) => {
    exited = new Error(`chromium exited (${signal ?? code})`);
    for (const waiter of pending.values()) waiter.reject(exited);
    pending.clear();
  });

  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const evaluate = async (expression: string, sessionId: string) => {
    const answer = (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string };
    };
    if (answer.exceptionDetails) throw new Error(`${expression.slice(0, 60)}: ${answer.exceptionDetails.text}`);
    return answer.result.value;
  };

  const { product } = (await send('Browser.getVersion')) as { product: string };
  const version = product.replace(/^\D+\//, '');

  return {
    version,
    async load({ url, cookies, initScript, until, read, timeoutMs }) {
      const { browserContextId } = (await send('Target.createBrowserContext')) as { browserContextId: string };
      try {
        if (cookies.length) {
          const params = cookies.map(({ expires, ...cookie }) => (expires > 0 ? { ...cookie, expires } : cookie));
          await send('Storage.setCookies', { cookies: params, browserContextId });
        }
        const { targetId } = (await send('Target.createTarget', { url: 'about:blank', browserContextId })) as { targetId: string };
        const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
        await send('Page.enable', {}, sessionId);
        await send('Emulation.setUserAgentOverride', { userAgent: viewerUserAgent(version) }, sessionId);
        await send(
          'Emulation.setDeviceMetricsOverride',
          { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false, screenWidth: 1280, screenHeight: 720 },
          sessionId,
        );
        await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
        await send('Page.navigate', { url }, sessionId);
        await pollUntilTrue(() => evaluate(until, sessionId), timeoutMs, url);
        return await evaluate(read, sessionId);
      } finally {
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      }
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      if (!exited) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
