/**
 * `GET /_data/stream/{vod|live}/{id}`: the player's fresh stream URL. Signed stream URLs
 * expire within minutes (docs/decisions/0015-protected-streams.md); the player asks here
 * before that, and the web repeats the manifest call with the viewer's session, so the
 * access decision is taken again (a licence that ended, a sign-out, a country change all
 * stop the refresh). Answers `{ src, expiresIn }` (seconds left on the web's clock, so the
 * browser's own clock never matters) or an error status; never cached.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { withDvrWindow } from '~/live/dvr';
import { playbackDecision } from '~/player/manifest';
import { CONTENT_ID_PATTERN } from './watch-page.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** Seconds until the `exp` of a signed URL, or null when it carries none. */
export function secondsLeft(url: string, now = Date.now()): number | null {
  try {
    const exp = Number(new URL(url).searchParams.get('exp'));
    return Number.isFinite(exp) && exp > 0 ? Math.max(0, Math.floor(exp - now / 1000)) : null;
  } catch {
    return null;
  }
}

export async function freshStreamUrl({ params, context: ctx }: LoaderFunctionArgs) {
  const kind = params.kind;
  const id = params.id ?? '';
  if ((kind !== 'vod' && kind !== 'live') || !CONTENT_ID_PATTERN.test(id)) return json({ error: 'Unknown stream' }, { status: 404, headers: NO_STORE });
  const answer = await (kind === 'vod' ? ctx.platform.playback.vodManifest : ctx.platform.playback.liveManifest)({ params: { id } });
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  if (!answer.ok) {
    const status = answer.error.kind === 'http' ? answer.error.status : 503;
    return json({ error: answer.error.messages[0] ?? answer.error.code }, { status, headers });
  }
  const decision = playbackDecision(answer.data, kind === 'vod' ? 'VOD' : 'LIVE');
  if (decision.kind !== 'play') return json({ error: 'Not playable', accessLevel: answer.data.accessLevel }, { status: 403, headers });
  // The same URL the watch page gives the player (live: the realm's DVR window).
  const src = decision.props.type === 'LIVE' ? withDvrWindow(decision.props.src, ctx.settings.liveDvrWindowSeconds) : decision.props.src;
  return json({ src, expiresIn: secondsLeft(src) }, { headers });
}
