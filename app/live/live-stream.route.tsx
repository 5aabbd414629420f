/**
 * `/_data/live-stream`: the platform's live-now server-sent events
 * (`GET /event/live/stream`, contract.live.liveNowStream: snapshot, added, removed), relayed on this origin so the
 * browser needs no CORS and the platform URL stays private. Closing the page closes
 * the upstream stream (the request's abort signal is passed on).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = await context.platform.live.liveNowStream({ signal: request.signal });
  if (!upstream.ok) {
    // The client's EventSource retries by itself (the platform sends `retry: 5000`).
    return new Response('retry: 15000\n\n', { status: 503, headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
  }
  return new Response(endQuietly(upstream.data), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * The upstream body, except that its failure ends the stream instead of erroring it. The
 * usual failure is the viewer leaving (the abort above), which would otherwise be logged
 * as an AbortError on every page change; if the platform went away instead, the browser's
 * EventSource reconnects by itself.
 */
function endQuietly(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}
