/**
 * The watch-together screen `/live/{eventId}/watch-together` (`?room=` names a room): the
 * live page with the room beside it, for signed-in viewers (guests sign in and come back).
 * Without a room it offers to open one; the actions open a room, play/pause/seek for the
 * room and say something in its chat.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { roomIdPattern } from '../../contract/together';
import type { AppContext } from '~/context.server';
import { requireSignedIn } from '~/account/guard.server';
import type { LabelKey } from '~/labels/labels';
import { relayEventStream, retryLater, singleEvent } from '~/platform/event-stream.server';
import { pathFor } from '~/routing/paths';
import { loadWatchPage } from '~/watch/watch-page.server';
import type { RoomPlayback } from './sync';

type RoomAnswer = Extract<Awaited<ReturnType<AppContext['platform']['together']['room']>>, { ok: true }>['data'];

export type TogetherData =
  | { kind: 'none' }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | {
      kind: 'room';
      room: Omit<RoomAnswer, 'eventId'>;
      /** The link that lets others in. */
      shareUrl: string;
      streamUrl: string;
    };

function roomPath(ctx: AppContext, eventId: string, roomId?: string) {
  return pathFor('watchTogether', { eventId }, { locale: ctx.locale, query: roomId ? { room: roomId } : undefined });
}

async function roomFor(ctx: AppContext, eventId: string): Promise<TogetherData> {
  const roomId = ctx.url.searchParams.get('room');
  if (roomId === null) return { kind: 'none' };
  if (!roomIdPattern.test(roomId)) return { kind: 'missing' };
  const answer = await ctx.platform.together.room({ params: { roomId } });
  if (!answer.ok) return answer.error.kind === 'http' && answer.error.status === 404 ? { kind: 'missing' } : { kind: 'unavailable' };
  // A link edited to another event still leads to the room's own event.
  if (answer.data.eventId !== eventId) throw redirect(roomPath(ctx, answer.data.eventId, roomId));
  const { eventId: _, ...room } = answer.data;
  return {
    kind: 'room',
    room,
    shareUrl: new URL(roomPath(ctx, eventId, roomId), ctx.url.origin).toString(),
    streamUrl: `/_data/watch-together/${roomId}/stream`,
  };
}

export async function loadWatchTogether({ params, context: ctx }: LoaderFunctionArgs) {
  requireSignedIn(ctx);
  const eventId = params.eventId ?? '';
  const response = await loadWatchPage(ctx, 'live', params, async () => ({
    together: await roomFor(ctx, eventId),
    livePath: pathFor('live', { eventId }, { locale: ctx.locale }),
  }));
  // A room is one viewer's view of a private party: never stored by a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export type TogetherActionData = { ok: true; playback?: RoomPlayback } | { ok: false; error: LabelKey };

function failure(status: number): TogetherActionData {
  if (status === 429) return { ok: false, error: 'watchTogetherTooFast' };
  if (status === 404) return { ok: false, error: 'watchTogetherMissing' };
  return { ok: false, error: 'watchTogetherFailed' };
}

export async function watchTogetherAction({ request, params, context: ctx }: ActionFunctionArgs) {
  requireSignedIn(ctx);
  const eventId = params.eventId ?? '';
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json<TogetherActionData>({ ok: false, error: 'watchTogetherFailed' }, { status: 400 });
  }
  const intent = form.get('intent');
  const roomId = String(form.get('room') ?? '');
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'no-store' }));

  if (intent === 'create') {
    const answer = await ctx.platform.together.createRoom({ body: { eventId } });
    if (!answer.ok) {
      const status = answer.error.kind === 'http' ? answer.error.status : 503;
      return json<TogetherActionData>(failure(status), { status: status === 404 ? 404 : status === 429 ? 429 : 503, headers });
    }
    throw redirect(roomPath(ctx, eventId, answer.data.id), { headers });
  }
  if (!roomIdPattern.test(roomId)) return json<TogetherActionData>({ ok: false, error: 'watchTogetherMissing' }, { status: 404, headers });

  if (intent === 'playback') {
    const action = form.get('action');
    const positionMs = Number(form.get('positionMs'));
    if ((action !== 'play' && action !== 'pause' && action !== 'seek') || !Number.isFinite(positionMs) || positionMs < 0) {
      return json<TogetherActionData>({ ok: false, error: 'watchTogetherFailed' }, { status: 400, headers });
    }
    const answer = await ctx.platform.together.control({ params: { roomId }, body: { action, positionMs } });
    if (!answer.ok) return json<TogetherActionData>(failure(answer.error.status), { status: answer.error.status || 503, headers });
    return json<TogetherActionData>({ ok: true, playback: answer.data }, { headers });
  }
  if (intent === 'message') {
    const text = String(form.get('text') ?? '').trim();
    if (!text) return json<TogetherActionData>({ ok: false, error: 'watchTogetherFailed' }, { status: 400, headers });
    const answer = await ctx.platform.together.say({ params: { roomId }, body: { text } });
    if (!answer.ok) return json<TogetherActionData>(failure(answer.error.status), { status: answer.error.status || 503, headers });
    return json<TogetherActionData>({ ok: true }, { headers });
  }
  return json<TogetherActionData>({ ok: false, error: 'watchTogetherFailed' }, { status: 400, headers });
}

/** `GET /_data/watch-together/{roomId}/stream`: the room's events relayed (see room-stream.route.tsx). */
export async function roomStream({ params, context: ctx }: LoaderFunctionArgs) {
  const roomId = params.roomId ?? '';
  if (!ctx.user || ctx.user.isGuest) return singleEvent('refused', { code: 'UNAUTHORISED' });
  if (!roomIdPattern.test(roomId)) return singleEvent('refused', { code: 'UNKNOWN_ROOM' });
  const upstream = await ctx.platform.together.roomStream({ params: { roomId }, signal: ctx.closed });
  if (!upstream.ok) {
    if (upstream.error.kind === 'http' && (upstream.error.status === 404 || upstream.error.status === 409))
      return singleEvent('refused', { code: upstream.error.code });
    return retryLater(5000);
  }
  return relayEventStream(upstream.data);
}
