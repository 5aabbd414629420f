/**
 * The route-level host-page methods (JSON-RPC over postMessage, app/player/host-messages.ts)
 * that need the platform: `loadVideo` (does the video exist, where is its page), `getEpg`,
 * `getCountry` and `setPreference`. Served to the video page's own scripts by the resource
 * route `/_data/host/{call}` (host-calls.route.tsx), so the session's token stays on the server.
 *
 *   GET  /_data/host/video?id=vod-002   → { path } | 404
 *   GET  /_data/host/epg                → { from, to, channels: [{ id, title, current, next }] } (now → +3 h)
 *   GET  /_data/host/country            → { country } (the platform's view of the caller: callerCountryCode)
 *   POST /_data/host/preference { key, value } → { preferences } (signed-in viewers; the account's preferences)
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import type { AppContext } from '~/context.server';
import { fetchGuide } from '~/epg/epg-calls.server';
import type { PlatformError } from '~/platform/client.server';
import { slugify } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { CONTENT_ID_PATTERN } from '~/watch/watch-page.server';

const GUIDE_SPAN_MS = 3 * 3_600_000;

/** Preference keys a host may set, with the value each takes (the platform's `/user/preferences`). */
const preferenceSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('subTitleLanguage'), value: z.string().min(2).max(10).nullable() }),
  z.object({ key: z.literal('audioLanguage'), value: z.string().min(2).max(10).nullable() }),
  z.object({ key: z.literal('autoAdvance'), value: z.boolean() }),
  z.object({ key: z.literal('videoBackgroundAutoPlay'), value: z.boolean() }),
  z.object({ key: z.literal('videoBackgroundAutoPlayAudio'), value: z.boolean() }),
]);

const noStore = () => new Headers({ 'Cache-Control': 'no-store' });

function platformFailure(error: PlatformError, headers: Headers) {
  const status = error.kind === 'http' ? error.status : 503;
  return json({ error: error.messages[0] ?? error.code }, { status, headers });
}

export async function hostCall(ctx: AppContext, request: Request, call: string | undefined) {
  const headers = await ctx.sessionHeaders(noStore());
  const isPost = request.method === 'POST';
  if (call === 'preference' ? !isPost : request.method !== 'GET') {
    return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: call === 'preference' ? 'POST' : 'GET' } });
  }

  switch (call) {
    case 'video': {
      const id = ctx.url.searchParams.get('id') ?? '';
      if (!CONTENT_ID_PATTERN.test(id)) return json({ error: 'VOD does not exist' }, { status: 404, headers });
      const answer = await ctx.platform.content.vod({ params: { id } });
      if (!answer.ok) return platformFailure(answer.error, headers);
      return json({ path: pathFor('vod', { eventId: id, eventTitle: slugify(answer.data.title) || null }, { locale: ctx.locale }) }, { headers });
    }
    case 'epg': {
      const from = Date.now();
      const answer = await fetchGuide(ctx.platform, { from, to: from + GUIDE_SPAN_MS });
      if (!answer.ok) return platformFailure(answer.error, headers);
      const now = Date.now();
      const channels = answer.data.channels.map((channel) => {
        const programmes = channel.programmes.map((p) => ({
          id: p.id,
          title: p.title,
          episode: p.episode ?? null,
          startDate: p.startDate,
          endDate: p.endDate,
        }));
        const current = programmes.find((p) => Date.parse(p.startDate) <= now && now < Date.parse(p.endDate)) ?? null;
        const next = programmes.find((p) => Date.parse(p.startDate) > now) ?? null;
        return { id: channel.id, title: channel.title, current, next };
      });
      return json({ from: answer.data.from, to: answer.data.to, channels }, { headers });
    }
    case 'country': {
      const answer = await ctx.platform.forms.countries();
      if (!answer.ok) return platformFailure(answer.error, headers);
      return json({ country: answer.data.callerCountryCode }, { headers });
    }
    case 'preference': {
      let body: unknown = null;
      try {
        body = await request.json();
      } catch {
        body = null;
      }
      const parsed = preferenceSchema.safeParse(body);
      if (!parsed.success) return json({ error: 'Unknown preference or invalid value' }, { status: 400, headers });
      if (!ctx.user || ctx.user.isGuest) return json({ error: 'Sign in to save preferences' }, { status: 401, headers });
      const answer = await ctx.platform.account.updatePreferences({ body: { [parsed.data.key]: parsed.data.value } });
      if (!answer.ok) return platformFailure(answer.error, headers);
      return json({ preferences: answer.data }, { headers });
    }
    default:
      return json({ error: 'Not found' }, { status: 404, headers });
  }
}
