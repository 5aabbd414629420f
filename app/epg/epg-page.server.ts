/**
 * Loader of the programme guide `/epg`. Server-rendered and complete without JavaScript:
 *
 * - `from` (ISO) moves the six-hour window (earlier / later / day tabs are links);
 * - `lastSeen` pages the channels (20 a page; "more channels" is a link);
 * - `programme` opens the programme modal, which the page renders on the server too; it
 *   opens only for granted channels with programme-guide playback enabled and a playable
 *   programme (on air, or earlier inside the DVR window).
 *
 * Times are written `h:mm A` in UTC here; the browser rewrites them in its own zone after
 * hydration (the server cannot know it).
 */
import { json } from '@remix-run/node';
import { unavailable, type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta, type SharedLifetime } from '~/content/section-page.server';
import { labelText } from '~/live/label-text.server';
import { START_QUERY } from '~/live/playback-status';
import { isOutage } from '~/platform/client.server';
import { slugify } from '~/routing/content-links';
import { pathFor, type Query } from '~/routing/paths';
import { fetchGuide, type GuideChannelAnswer } from './epg-calls.server';
import { formatGuideDate, formatGuideWeekday } from './format';
import { guideChangeAt, guideDays, guideWindow, programmeModalRule, programmePlaybackStatus, programmeSlots, type ProgrammeSlot } from './guide';
import type { LiveAction } from '~/live/playback-status';

const CURSOR_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
const GUIDE_COPY: SharedLifetime = { fresh: 30, stale: 60, staleIfError: 0 };

export interface GuideProgramme {
  id: string;
  title: string;
  episode: string | null;
  startDate: string;
  endDate: string;
  slot: ProgrammeSlot;
  /** Opens the programme modal (null: not playable here, no modal). */
  modalHref: string | null;
}

export interface GuideChannel {
  id: string;
  title: string;
  logoUrl: string | null;
  accessLevel: string;
  /** The channel's live page (access flows happen there). */
  liveHref: string;
  programmes: GuideProgramme[];
}

export interface GuideAction {
  action: LiveAction;
  href: string;
}

export interface ProgrammeModalData {
  programmeId: string;
  title: string;
  episode: string | null;
  channelTitle: string;
  startDate: string;
  endDate: string;
  date: string;
  thumbnailUrl: string | null;
  primary: GuideAction;
  secondary: GuideAction | null;
  closeHref: string;
}

export interface GuidePageData {
  from: string;
  to: string;
  channels: GuideChannel[];
  earlierHref: string | null;
  laterHref: string | null;
  nowHref: string;
  days: { label: string; weekday: string; href: string; current: boolean; today: boolean }[];
  moreChannelsHref: string | null;
  firstChannelsHref: string | null;
  modal: ProgrammeModalData | null;
  epgPlayback: boolean;
  meta: ReturnType<typeof pageMeta>;
}

function iso(ms: number) {
  return new Date(ms).toISOString();
}

export async function loadGuidePage(ctx: AppContext) {
  const params = ctx.url.searchParams;
  const now = Date.now();
  const window = guideWindow(params.get('from'), now);
  const rawCursor = params.get('lastSeen');
  const lastSeen = rawCursor && CURSOR_PATTERN.test(rawCursor) ? rawCursor : null;
  const fromParam = params.has('from') ? iso(window.from) : null;
  const epgPlayback = ctx.settings.features.epgPlayback;
  const dvrSeconds = ctx.settings.liveDvrWindowSeconds;

  const [answer, title] = await Promise.all([fetchGuide(ctx.platform, { from: window.from, to: window.to, lastSeen }), labelText(ctx, 'programmeGuide')]);
  if (!answer.ok) {
    const { error } = answer;
    // An unknown cursor (a channel that went away): start over rather than fail.
    if (error.kind === 'http' && error.status === 400 && lastSeen) {
      throw new Response(null, { status: 302, headers: { Location: guideHref({ from: fromParam }) } });
    }
    if (isOutage(error)) throw unavailable(error.messages[0] ?? 'The platform is unavailable.');
    throw new Response('Error', { status: error.status || 500, headers: { 'Cache-Control': 'no-store' } });
  }

  function guideHref(query: Query) {
    return pathFor('epg', {}, { locale: ctx.locale, query });
  }
  const base = { from: fromParam, lastSeen };

  const channels: GuideChannel[] = answer.data.channels.map((channel) => guideChannel(channel));
  function guideChannel(channel: GuideChannelAnswer): GuideChannel {
    const slots = programmeSlots(channel.programmes, now);
    return {
      id: channel.id,
      title: channel.title,
      logoUrl: channel.logoUrl ?? null,
      accessLevel: channel.accessLevel,
      liveHref: pathFor('live', { eventId: channel.id, eventTitle: slugify(channel.title) || null }, { locale: ctx.locale }),
      programmes: channel.programmes.map((programme) => {
        const slot = slots.get(programme.id) ?? 'later';
        const status = programmePlaybackStatus(slot, Date.parse(programme.startDate), now, dvrSeconds);
        const rule = programmeModalRule({ accessLevel: channel.accessLevel, epgPlayback, status });
        return {
          id: programme.id,
          title: programme.title || programme.programme,
          episode: programme.episode ?? null,
          startDate: programme.startDate,
          endDate: programme.endDate,
          slot,
          modalHref: rule.opens ? guideHref({ ...base, programme: programme.id }) : null,
        };
      }),
    };
  }

  // The programme modal, when asked for and allowed.
  let modal: ProgrammeModalData | null = null;
  const wanted = params.get('programme');
  if (wanted) {
    for (const channel of answer.data.channels) {
      const programme = channel.programmes.find((p) => p.id === wanted);
      if (!programme) continue;
      const slot = programmeSlots(channel.programmes, now).get(programme.id) ?? 'later';
      const status = programmePlaybackStatus(slot, Date.parse(programme.startDate), now, dvrSeconds);
      const rule = programmeModalRule({ accessLevel: channel.accessLevel, epgPlayback, status });
      if (!rule.opens || !rule.actions) break;
      const live = pathFor('live', { eventId: channel.id, eventTitle: slugify(channel.title) || null }, { locale: ctx.locale });
      const hrefFor = (action: LiveAction) =>
        action === 'watchLive'
          ? live
          : pathFor(
              'live',
              { eventId: channel.id, eventTitle: slugify(channel.title) || null },
              { locale: ctx.locale, query: { [START_QUERY]: programme.startDate } },
            );
      modal = {
        programmeId: programme.id,
        title: programme.title || programme.programme,
        episode: programme.episode ?? null,
        channelTitle: channel.title,
        startDate: programme.startDate,
        endDate: programme.endDate,
        date: formatGuideDate(programme.startDate, ctx.locale),
        thumbnailUrl: programme.thumbnailUrl || null,
        primary: { action: rule.actions.primary, href: hrefFor(rule.actions.primary) },
        secondary: rule.actions.secondary ? { action: rule.actions.secondary, href: hrefFor(rule.actions.secondary) } : null,
        closeHref: guideHref(base),
      };
      break;
    }
  }

  const tabs = guideDays(now);
  // The tab whose day holds the window's start (none when the window starts before the current hour).
  let currentTab = -1;
  tabs.forEach((day, index) => {
    if (day.start <= window.from) currentTab = index;
  });
  const days = tabs.map((day, index) => ({
    label: formatGuideDate(iso(day.start), ctx.locale),
    weekday: formatGuideWeekday(iso(day.start), ctx.locale),
    href: day.today ? guideHref({}) : guideHref({ from: iso(day.start) }),
    current: index === currentTab,
    today: day.today,
  }));

  const data: GuidePageData = {
    from: iso(window.from),
    to: iso(window.to),
    channels,
    earlierHref: window.earlier !== null ? guideHref({ from: iso(window.earlier), lastSeen }) : null,
    laterHref: window.later !== null ? guideHref({ from: iso(window.later), lastSeen }) : null,
    nowHref: guideHref({ lastSeen }),
    days,
    moreChannelsHref:
      answer.data.paging.moreDataAvailable && answer.data.paging.lastSeen ? guideHref({ from: fromParam, lastSeen: answer.data.paging.lastSeen }) : null,
    firstChannelsHref: lastSeen ? guideHref({ from: fromParam }) : null,
    modal,
    epgPlayback,
    meta: pageMeta(ctx, 'epg', {}, title),
  };
  // The programme on air moves with the clock: shared copies are short-lived, and end when it changes.
  const programmes = answer.data.channels.flatMap((channel) => channel.programmes);
  const headers = cacheHeaders(ctx, false, { lifetime: GUIDE_COPY, until: guideChangeAt(programmes, now, dvrSeconds), now });
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
