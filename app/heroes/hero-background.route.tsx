/**
 * `GET /_data/hero-background/{vod|live}/{id}`: what a hero's background video needs, asked by
 * the hero after hydration (so guest pages stay cacheable and the home document carries none
 * of it): the viewer's background autoplay preference and, when that allows a video and the
 * viewer may watch the content, its signed stream URL (a live one with a short DVR window:
 * background-stream.ts). Never cached.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { playbackPreferences } from '~/account/playback-preferences.server';
import { playbackDecision } from '~/player/manifest';
import { CONTENT_ID_PATTERN } from '~/watch/watch-page.server';
import { backgroundStreamUrl } from './background-stream';

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const kind = params.kind;
  const id = params.id ?? '';
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'private, no-store' }));
  if ((kind !== 'vod' && kind !== 'live') || !CONTENT_ID_PATTERN.test(id)) return json({ error: 'Unknown content' }, { status: 404, headers });
  const preferences = await playbackPreferences(ctx);
  const autoplay = preferences.backgroundAutoplay;
  if (autoplay === 'none') return json({ autoplay, src: null }, { headers });
  const answer = await (kind === 'vod' ? ctx.platform.playback.vodManifest : ctx.platform.playback.liveManifest)({ params: { id } });
  const decision = answer.ok ? playbackDecision(answer.data, kind === 'vod' ? 'VOD' : 'LIVE') : null;
  // Content the viewer may not watch (or a refused call) leaves the still image.
  const played = decision?.kind === 'play' ? decision.props.src : null;
  const src = played && backgroundStreamUrl(played, kind);
  return json({ autoplay, src }, { headers });
}
