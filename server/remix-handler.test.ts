/**
 * The viewer leaving ends what the answer was relaying: a loader that streams an upstream
 * answer (the live-now and watch-together relays) passes the context's `closed` signal to its
 * call, and a closed connection aborts that call, also after the request objects Remix made
 * for the loader have been collected.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientInfo } from '../app/context.server';
import { relayEventStream } from '../app/platform/event-stream.server';
import { fakeServerBuild } from '../tests/support/server-build';
import { remixHandler } from './remix-handler';

/** Collects garbage: the workers run with --expose-gc (vitest.config.ts). */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An upstream event stream that sends one event and stays open; `gone` resolves when its caller hangs up. */
async function upstreamStream() {
  let hungUp!: () => void;
  const gone = new Promise<void>((resolve) => (hungUp = resolve));
  const url = await listen((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: hello\ndata: {}\n\n');
    res.on('close', hungUp);
  });
  return { url, gone };
}

/** A build with one resource route, `/relay`, relaying `upstream` with the context's `closed` signal. */
function relayBuild(upstream: string): ServerBuild {
  const loader = async ({ context }: { context: ClientInfo }) => {
    const answer = await fetch(upstream, { signal: context.closed });
    return relayEventStream(answer.body!);
  };
  return fakeServerBuild(
    [
      { id: 'root', path: '', module: { default: () => null } },
      { id: 'routes/relay', parentId: 'root', path: '/relay', module: { loader } },
    ],
    { default: () => new Response(null), handleError: () => {}, getLoadContext: (_request: Request, client: ClientInfo) => client },
  );
}

describe('a relayed stream', () => {
  it('ends its upstream call when the viewer hangs up, after a garbage collection too', async () => {
    expect(typeof (globalThis as { gc?: unknown }).gc, 'vitest runs the workers with --expose-gc').toBe('function');
    const upstream = await upstreamStream();
    const app = express();
    app.use(remixHandler(relayBuild(upstream.url), () => ({ address: null })));
    const web = await listen(app);

    const viewer = new AbortController();
    const answer = await fetch(`${web}/relay`, { signal: viewer.signal });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: hello');

    // Nothing holds the loader's request any more: collect it before the viewer leaves.
    for (let i = 0; i < 3; i++) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    viewer.abort();
    const outcome = await Promise.race([upstream.gone.then(() => 'hung up'), new Promise((resolve) => setTimeout(resolve, 10_000, 'still open'))]);
    expect(outcome).toBe('hung up');
  });
});
