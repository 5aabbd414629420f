/**
 * `npm run test:scale`: the scale set (PostgreSQL, 2 platform processes, 2 web processes,
 * nginx) on loopback, and what must hold when several processes share the work:
 *  - nginx spreads guests over both web processes, caches guest pages (never a signed-in
 *    answer) and gives every answer of a cached page its own CSP nonce;
 *  - a viewer signed in through one web process continues through the other;
 *  - a token refreshed in one platform process works in the other, and the rotated-away one
 *    is refused there (reuse revokes the session everywhere);
 *  - failed sign-ins are counted across platform processes;
 *  - one live-now change reaches stream clients of both platform processes, once each, and
 *    what is published on the database channel reaches the streams of every process.
 *
 * Ports: SCALE_TEST_PORT (a block of 20 from there), else a free block found at random.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { scalePorts } from '../../scripts/scale/ports';
import { startScale, type ScaleSet } from '../../scripts/scale/stack';
import { cookiesOf, form, send, type Answer } from '../security/client';

const PASSWORD = 'Password-123';
/** The schedule is pinned so that live-4 (3 min after the anchor) starts this long after launch. */
const LIVE_START_DELAY_MS = 80_000;

const nonces = (answer: Answer) => ({
  header: /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1],
  body: [...new Set([...answer.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
});

/** A server-sent event stream: every `event:` with its data, kept as it arrives. */
function openStream(url: string) {
  const events: Array<{ event: string; data: string }> = [];
  const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
      }
    });
  });
  request.on('error', () => {});
  return { events, close: () => request.destroy() };
}

async function until<T>(what: string, timeoutMs: number, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('several processes, one truth', { timeout: 360_000 }, () => {
  let set: ScaleSet;
  let dir: string;
  let launchedAt: number;
  let streams: ReturnType<typeof openStream>[] = [];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'scale-test-'));
    const ports = await scalePorts();
    launchedAt = Date.now();
    set = await startScale({
      dir,
      ports,
      webProcesses: 2,
      platformProcesses: 2,
      quiet: true,
      log: (line) => console.log(`# ${line}`),
      platformEnv: {
        CATALOGUE_ANCHOR: new Date(launchedAt + LIVE_START_DELAY_MS - 3 * 60_000).toISOString(),
        CATALOGUE_TICK_MS: '500',
      },
    });
    // Clients of both platform processes listen from now on.
    streams = set.platformPorts.map((port) => openStream(`http://127.0.0.1:${port}/event/live/stream`));
  });

  after(async () => {
    for (const stream of streams) stream.close();
    await set?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const webHost = () => new URL(set.webUrl).host;
  const webPort = (index: number) => `http://127.0.0.1:${set.webPorts[index]}`;
  const platformPort = (index: number) => `http://127.0.0.1:${set.platformPorts[index]}`;
  const platformCall = (index: number, route: string, body: unknown, headers: Record<string, string> = {}) =>
    send(`${platformPort(index)}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { realm: 'arena', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('nginx spreads guests over both web processes', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 24; i++) {
      // A fresh query each time: a cache miss, so a web process answers.
      const answer = await send(`${set.webUrl}/home?spread=${i}`, { headers: { host: webHost() } });
      assert.equal(answer.status, 200);
      servedBy.add(String(answer.headers['x-served-by']));
    }
    assert.deepEqual([...servedBy].sort(), ['web-0', 'web-1']);
  });

  it('nginx passes the host on: each realm gets its own pages, cached apart', async () => {
    const port = new URL(set.webUrl).port;
    for (let i = 0; i < 2; i++) {
      const arena = await send(`${set.webUrl}/home`, { headers: { host: `localhost:${port}` } });
      const oasis = await send(`${set.webUrl}/home`, { headers: { host: `oasis.localhost:${port}` } });
      assert.equal(arena.status, 200);
      assert.equal(oasis.status, 200);
      assert.match(arena.text, /<html[^>]*dir="ltr"/);
      assert.match(oasis.text, /<html[^>]*dir="rtl"/);
    }
  });

  it('nginx caches a guest page, with a nonce of its own in every answer', async () => {
    const url = `${set.webUrl}/home?cached=${Date.now()}`;
    const first = await send(url, { headers: { host: webHost() } });
    const second = await send(url, { headers: { host: webHost() } });
    assert.equal(first.headers['x-cache-status'], 'MISS');
    assert.equal(second.headers['x-cache-status'], 'HIT');
    const [a, b] = [nonces(first), nonces(second)];
    assert.ok(a.header && b.header, 'both answers carry a CSP nonce');
    assert.notEqual(a.header, b.header);
    assert.deepEqual(a.body, [a.header], 'the HTML uses the header nonce');
    assert.deepEqual(b.body, [b.header], 'the cached HTML got the new nonce');
  });

  it('signs in through one web process and continues through the other, never from the cache', async () => {
    const signIn = await send(`${webPort(0)}/login`, {
      method: 'POST',
      headers: { host: webHost(), origin: `http://${webHost()}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ email: 'subscriber@example.com', password: PASSWORD }),
    });
    assert.ok(signIn.status >= 300 && signIn.status < 400, `sign-in answered ${signIn.status}`);
    assert.equal(signIn.headers['x-served-by'], 'web-0');
    const cookie = cookiesOf(signIn);
    assert.match(cookie, /session=/);

    const account = await send(`${webPort(1)}/account`, { headers: { host: webHost(), cookie } });
    assert.equal(account.headers['x-served-by'], 'web-1');
    assert.equal(account.status, 200, `account page through web-1 answered ${account.status}`);
    assert.match(account.text, /subscriber@example\.com|Sam Subscriber/);

    // Through nginx: the signed-in home is never a cached guest copy, and one browser stays
    // on one web process (its parallel requests share that process's token refresh).
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const home = await send(`${set.webUrl}/home`, { headers: { host: webHost(), cookie } });
      assert.equal(home.status, 200);
      assert.equal(home.headers['x-cache-status'], 'BYPASS');
      assert.doesNotMatch(home.text, /Sign up<\/a>/, 'a signed-in page, not the guest one');
      servedBy.add(String(home.headers['x-served-by']));
    }
    assert.equal(servedBy.size, 1, `one browser went to ${[...servedBy].join(' and ')}`);
  });

  it('refreshes a token in one platform process and uses it in the other', async () => {
    const login = await platformCall(0, '/login', { id: 'viewer@example.com', secret: PASSWORD });
    assert.equal(login.status, 200, login.text);
    const first = login.json() as { authorisationToken: string; refreshToken: string };
    const refreshed = await platformCall(0, '/token/refresh', { refreshToken: first.refreshToken });
    assert.equal(refreshed.status, 200, refreshed.text);
    assert.equal(refreshed.headers['x-served-by'], 'platform-0');
    const next = refreshed.json() as { authorisationToken: string; refreshToken: string };

    const me = await platformCall(1, '/user/me', undefined, { authorization: `Bearer ${next.authorisationToken}` });
    assert.equal(me.headers['x-served-by'], 'platform-1');
    assert.equal(me.status, 200, me.text);

    // The rotated-away token presented to the other process: reuse, the session ends everywhere.
    const reused = await platformCall(1, '/token/refresh', { refreshToken: first.refreshToken });
    assert.equal(reused.status, 401);
    const afterReuse = await platformCall(0, '/user/me', undefined, { authorization: `Bearer ${next.authorisationToken}` });
    assert.equal(afterReuse.status, 401);
  });

  it('counts failed sign-ins across platform processes', async () => {
    // One address (stated by a trusted proxy), one account: 5 failures allowed in all.
    const from = { 'x-client-address': '203.0.113.77' };
    const wrong = (index: number) => platformCall(index, '/login', { id: 'kid@example.com', secret: 'not-the-password' }, from);
    const statuses: number[] = [];
    for (const index of [0, 1, 0, 1, 0]) statuses.push((await wrong(index)).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
    const blocked = await wrong(1);
    assert.equal(blocked.status, 429, 'the sixth failure, on the other process, is over the shared limit');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    // Even the right password waits now, on either process.
    const right = await platformCall(0, '/login', { id: 'kid@example.com', secret: PASSWORD }, from);
    assert.equal(right.status, 429);
  });

  it('delivers one live-now change to clients of both platform processes, once each', async () => {
    const changes = (stream: ReturnType<typeof openStream>) => stream.events.filter((e) => e.event === 'added' || e.event === 'removed');
    for (const stream of streams) {
      const snapshot = await until('the stream snapshot', 30_000, () => stream.events.find((e) => e.event === 'snapshot'));
      assert.ok(!JSON.parse(snapshot.data).ids.includes('live-4'), 'the set took longer to start than the live event waited');
    }
    const wait = launchedAt + LIVE_START_DELAY_MS - Date.now() + 20_000;
    await until('live-4 on both streams', Math.max(wait, 20_000), () =>
      streams.every((s) => changes(s).some((e) => JSON.parse(e.data).id === 'live-4')) ? true : undefined,
    );
    // Give a duplicate (a second ticker) time to show up.
    await new Promise((r) => setTimeout(r, 2_000));
    for (const stream of streams) {
      const live4 = changes(stream).filter((e) => JSON.parse(e.data).id === 'live-4');
      assert.deepEqual(
        live4.map((e) => e.event),
        ['added'],
      );
    }
  });

  it('fans out what is published on the database channel to the streams of every process', async () => {
    const client = new pg.Client({ connectionString: set.databaseUrl });
    await client.connect();
    try {
      const probe = { kind: 'added', event: { id: `probe-${Date.now()}`, title: 'Probe', thumbnailUrl: 'http://127.0.0.1/probe.jpg' } };
      await client.query('select pg_notify($1, $2)', ['live_feed_public', JSON.stringify([probe])]);
      await until('the probe on both streams', 10_000, () => (streams.every((s) => s.events.some((e) => e.data.includes(probe.event.id))) ? true : undefined));
      for (const stream of streams) assert.equal(stream.events.filter((e) => e.data.includes(probe.event.id)).length, 1);
    } finally {
      await client.end();
    }
  });

  it('nginx states the address it saw, whatever X-Forwarded-For the client sends', async () => {
    // Wrong passwords on the web's sign-in from one forged address after another: the limits
    // count nginx's view of the client, so the forged addresses do not spread the count.
    // (Last: it leaves loopback locked out of signing in for a while.)
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const answer = await send(`${set.webUrl}/login`, {
        method: 'POST',
        headers: {
          host: webHost(),
          origin: `http://${webHost()}`,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${i}`,
        },
        body: form({ email: `nobody-${i}@example.net`, password: 'not-the-password' }),
      });
      statuses.push(answer.status);
    }
    assert.ok(statuses.includes(429), `no 429 in ${statuses.length} failed sign-ins (statuses ${[...new Set(statuses)].join(',')})`);
  });
});
