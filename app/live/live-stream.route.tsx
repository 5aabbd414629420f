/**
 * `/_data/live-stream`: the platform's live-now server-sent events
 * (`GET /event/live/stream`, contract.live.liveNowStream: snapshot, added, removed), relayed on this origin so the
 * browser needs no CORS and the platform URL stays private. Closing the page closes
 * the upstream stream (the context's `closed` signal is passed on).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { relayEventStream, retryLater } from '~/platform/event-stream.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const upstream = await context.platform.live.liveNowStream({ signal: context.closed });
  if (!upstream.ok) {
    return retryLater(15_000);
  }
  return relayEventStream(upstream.data);
}
