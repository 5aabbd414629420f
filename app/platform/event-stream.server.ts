/** Relaying the platform's server-sent event streams to the browser on this origin. */

/**
 * The upstream body, except that its failure ends the stream instead of erroring it. The
 * usual failure is the viewer leaving (relays pass the context's `closed` signal on), which
 * would otherwise be logged as an AbortError on every page change; if the platform went away
 * instead, the browser's EventSource reconnects by itself.
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

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx must pass events on as they come, not buffer them.
  'X-Accel-Buffering': 'no',
};

/** The platform's event stream, relayed. */
export function relayEventStream(body: ReadableStream<Uint8Array>): Response {
  return new Response(endQuietly(body), { headers: STREAM_HEADERS });
}

/** A stream of one event and a long retry: how a relay tells an EventSource why it cannot follow (it cannot read a status). */
export function singleEvent(type: string, data: unknown): Response {
  return new Response(`retry: 60000\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`, { headers: STREAM_HEADERS });
}

/**
 * An empty stream that asks the EventSource to come back in `ms`: the answer when the
 * platform cannot be reached. It must be a 200: an EventSource gives up for good on any
 * other status.
 */
export function retryLater(ms: number): Response {
  return new Response(`retry: ${ms}\n\n`, { headers: { ...STREAM_HEADERS, 'Cache-Control': 'no-store, no-transform' } });
}
