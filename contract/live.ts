/**
 * Live calls: the live-now and upcoming lists, both programme-guide
 * variants and the live-now event stream (chosen path).
 */
import { z } from 'zod';
import { accessLevel, contentCard, cursorPaging, pageNumbers, programme } from './cards.js';
import { defineCall, text } from './define.js';

const eventPage = z.object({
  events: z.array(contentCard),
  ...pageNumbers,
  /** When the list was computed (the platform's clock). */
  lastChecked: z.string(),
});

const pageQuery = (rpp: number) => z.object({ p: text.int(1, 10_000).default(1), rpp: text.int(1, 100).default(rpp) });

/** A programme as a guide lists it: with its channel and whether it is on air now. */
export const guideProgramme = programme.extend({ channelId: z.string(), live: z.boolean() }).meta({ id: 'GuideProgramme' });

export const live = {
  liveNow: defineCall({
    method: 'GET',
    path: '/event/live',
    summary: 'Live events on air now, page-numbered (p from 1)',
    query: pageQuery(15),
    answer: eventPage,
    errors: [400, 401],
  }),
  upcoming: defineCall({
    method: 'GET',
    path: '/event/upcoming',
    summary: 'Upcoming live events, soonest first, page-numbered (p from 1)',
    query: pageQuery(12),
    answer: eventPage,
    errors: [400, 401],
  }),
  guide: defineCall({
    method: 'GET',
    path: '/api/v4/epg',
    summary: 'Programme guide: channels with their programmes in [from, to), cursor paged over channels',
    query: z.object({
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      rpp: text.int(1, 100).default(20),
      channel: text.id().optional(),
      lastSeen: text.id().optional(),
    }),
    answer: z.object({
      from: z.string(),
      to: z.string(),
      channels: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          logoUrl: z.string().optional(),
          thumbnailUrl: z.string(),
          accessLevel,
          programmes: z.array(guideProgramme),
        }),
      ),
      paging: cursorPaging,
    }),
    errors: [400, 401, 404],
  }),
  guideProgrammes: defineCall({
    method: 'GET',
    path: '/api/epg',
    summary: 'Programme guide (other variant): programmes of one channel (epgId) or all, cursor paged over programmes; fromTs/toTs epoch ms (or s)',
    query: z.object({
      fromTs: text.int(0, Number.MAX_SAFE_INTEGER),
      toTs: text.int(0, Number.MAX_SAFE_INTEGER),
      rpp: text.int(1, 200).default(20),
      epgId: text.id().optional(),
      lastSeen: text.id().optional(),
    }),
    answer: z.object({
      epgId: z.string().nullable(),
      fromTs: z.number(),
      toTs: z.number(),
      programmes: z.array(guideProgramme),
      paging: cursorPaging,
    }),
    errors: [400, 401, 404],
  }),
  /**
   * Server-sent events, no Realm header (EventSource cannot send headers): `snapshot`
   * `{ ids }` first, then `added` / `removed` with `{ id, title, thumbnailUrl }`.
   */
  liveNowStream: defineCall({
    method: 'GET',
    path: '/event/live/stream',
    summary: 'Live-now changes as server-sent events: event added|removed, data { id, title, thumbnailUrl } (chosen path)',
    auth: 'none',
    realmFree: true,
    answer: null,
    status: 200,
    produces: ['text/event-stream'],
    errors: [],
  }),
};
