/**
 * `/_data/live-stream`: the platform's live-now server-sent events
 * (`GET /event/live/stream`: snapshot, added, removed), relayed on this origin so the
 * browser needs no CORS and the platform URL stays private. Closing the page closes
 * the upstream stream (the request's abort signal is passed on).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getEnv } from '~/env.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  try {
    const upstream = await fetch(`${env.PLATFORM_URL}/event/live/stream`, {
      headers: { Accept: 'text/event-stream' },
      signal: request.signal,
    });
    if (!upstream.ok || !upstream.body) throw new Error(`status ${upstream.status}`);
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  } catch {
    // The client's EventSource retries by itself (the platform sends `retry: 5000`).
    return new Response('retry: 15000\n\n', { status: 503, headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
  }
}
