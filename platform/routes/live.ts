/**
 * Live calls: live-now and upcoming lists, both programme-guide variants, the live-now
 * server-sent event stream (chosen path) and the multi-view heartbeat.
 */
import { contract } from '../../contract/index.js';
import type { PlatformPlugin } from '../context.js';
import { route } from '../contract-route.js';
import { openEventStream } from '../event-stream.js';
import { badRequest, notFound, unauthorised } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import { liveStatus, programmesBetween, DAY } from '../catalogue/schedule.js';
import { pageAfter, pageNumber } from '../catalogue/paging.js';
import { LiveFeed, type LiveChange } from '../catalogue/live-feed.js';
import { postgresFanout } from '../catalogue/live-fanout.js';
import type { CardBuilder } from '../catalogue/cards.js';
import type { ChannelFixture, LiveEventFixture } from '../catalogue/fixture-types.js';

const MAX_GUIDE_SPAN = 7 * DAY;

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Checks a guide window: both ends valid, in order, at most a week apart. */
function guideWindow(from: number, to: number) {
  if (Number.isNaN(from) || Number.isNaN(to)) throw badRequest('INVALID_RANGE', 'from and to must be valid dates.');
  if (to <= from) throw badRequest('INVALID_RANGE', 'to must be after from.');
  if (to - from > MAX_GUIDE_SPAN) throw badRequest('INVALID_RANGE', 'The guide window is at most 7 days.');
  return { from, to };
}

/** fromTs/toTs: epoch milliseconds; values below 10^11 are taken as seconds. */
const epoch = (value: number) => (value < 1e11 ? value * 1000 : value);

export const liveRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);
  // On PostgreSQL several platform processes may serve streams: changes are fanned out
  // with LISTEN/NOTIFY so a transition is computed once and reaches every process.
  const databaseUrl = ctx.config.databaseUrl;
  const fanout = databaseUrl
    ? (deliver: (changes: LiveChange[]) => void) => postgresFanout(databaseUrl, undefined, deliver, (m) => app.log.warn(m))
    : undefined;
  const feed = new LiveFeed(service, envMs('CATALOGUE_TICK_MS', 5000), fanout);
  const heartbeatMs = envMs('CATALOGUE_SSE_HEARTBEAT_MS', 15_000);
  app.addHook('onClose', async () => feed.stop());

  function eventsWith(cards: CardBuilder, status: 'LIVE' | 'UPCOMING'): LiveEventFixture[] {
    const list = cards.catalogue.liveEvents.filter((e) => liveStatus(e, service.anchor, cards.viewer.now) === status);
    return status === 'UPCOMING' ? list.sort((a, b) => a.startOffsetMinutes - b.startOffsetMinutes) : list;
  }

  // /event/live and /event/upcoming answer the same page shape over a different status.
  const eventList = (spec: typeof contract.live.liveNow | typeof contract.live.upcoming, status: 'LIVE' | 'UPCOMING') =>
    route(app, spec, async ({ query, req }) => {
      const cards = await cardsFor(service, req);
      const page = pageNumber(eventsWith(cards, status), query.p, query.rpp);
      return {
        events: page.items.map((e) => cards.live(e)),
        page: page.page,
        totalPages: page.totalPages,
        totalResults: page.totalResults,
        lastChecked: new Date(cards.viewer.now).toISOString(),
      };
    });
  eventList(contract.live.liveNow, 'LIVE');
  eventList(contract.live.upcoming, 'UPCOMING');

  function guideChannel(cards: CardBuilder, c: ChannelFixture, from: number, to: number) {
    const card = cards.channel(c);
    return {
      id: c.id,
      title: c.title,
      logoUrl: card.logoUrl,
      thumbnailUrl: card.thumbnailUrl,
      accessLevel: card.accessLevel,
      programmes: programmesBetween(c.id, c.schedule, from, to).map((p) => ({
        ...cards.programme(p),
        channelId: c.id,
        live: p.start <= cards.viewer.now && cards.viewer.now < p.end,
      })),
    };
  }

  route(app, contract.live.guide, async ({ query, req }) => {
    const cards = await cardsFor(service, req);
    const now = cards.viewer.now;
    // Default window: the hour that started before now until six hours ahead.
    const { from, to } = guideWindow(
      query.from ? Date.parse(query.from) : Math.floor(now / 3_600_000) * 3_600_000,
      query.to ? Date.parse(query.to) : Math.floor(now / 3_600_000) * 3_600_000 + 6 * 3_600_000,
    );
    let channels = cards.catalogue.channels;
    if (query.channel) {
      const one = cards.catalogue.channelById.get(query.channel);
      if (!one) throw notFound('UNKNOWN_CHANNEL', `No channel "${query.channel.slice(0, 80)}".`);
      channels = [one];
    }
    const page = pageAfter(channels, (c) => c.id, query.lastSeen, query.rpp);
    return {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      channels: page.items.map((c) => guideChannel(cards, c, from, to)),
      paging: page.paging,
    };
  });

  route(app, contract.live.guideProgrammes, async ({ query, req }) => {
    const cards = await cardsFor(service, req);
    const { from, to } = guideWindow(epoch(query.fromTs), epoch(query.toTs));
    let channels = cards.catalogue.channels;
    if (query.epgId) {
      const one = cards.catalogue.channelById.get(query.epgId);
      if (!one) throw notFound('UNKNOWN_CHANNEL', `No channel "${query.epgId.slice(0, 80)}".`);
      channels = [one];
    }
    const programmes = channels
      .flatMap((c) => programmesBetween(c.id, c.schedule, from, to))
      .sort((a, b) => a.start - b.start || a.channelId.localeCompare(b.channelId));
    const page = pageAfter(programmes, (p) => p.id, query.lastSeen, query.rpp);
    return {
      epgId: query.epgId ?? null,
      fromTs: from,
      toTs: to,
      programmes: page.items.map((p) => ({
        ...cards.programme(p),
        channelId: p.channelId,
        live: p.start <= cards.viewer.now && cards.viewer.now < p.end,
      })),
      paging: page.paging,
    };
  });

  // Server-sent events: no Realm header (EventSource cannot send headers); the feed is realm-independent.
  route(app, contract.live.liveNowStream, async ({ req }, reply) => {
    const write = openEventStream(reply);
    const { snapshot, unsubscribe } = await feed.subscribe((changes) => {
      for (const change of changes) write(`event: ${change.kind}\ndata: ${JSON.stringify(change.event)}\n\n`);
    });
    // The ids on air when the stream opened, so a client can reconcile with its list.
    write(`retry: 5000\nevent: snapshot\ndata: ${JSON.stringify({ ids: snapshot.map((e) => e.id) })}\n\n`);
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.raw.on('close', close);
    reply.raw.on('close', close);
    return reply;
  });

  route(app, contract.playback.multiviewHeartbeat, async ({ body, req }) => {
    const viewer = await ctx.auth.optionalViewer(req);
    if (!viewer) throw unauthorised('UNAUTHORISED', 'A viewer token (guest or signed in) is required.');
    const catalogue = await service.catalogue();
    const unknown = body.eventIds.filter((e) => !catalogue.liveById.has(e) && !catalogue.channelById.has(e));
    if (unknown.length) throw notFound('UNKNOWN_EVENT', ...unknown.map((e) => `No live event or channel "${e.slice(0, 80)}".`));
    const now = new Date(service.now());
    await ctx.db
      .insertInto('multiview_heartbeats')
      .values({ viewer_id: viewer.id, realm: req.realm.id, event_ids: JSON.stringify(body.eventIds), last_seen_at: now })
      .onConflict((oc) => oc.column('viewer_id').doUpdateSet({ realm: req.realm.id, event_ids: JSON.stringify(body.eventIds), last_seen_at: now }))
      .execute();
    return { eventIds: body.eventIds, receivedAt: now.toISOString(), nextHeartbeatInSeconds: 30 };
  });
};
