/**
 * Detail answers (video info, live info) and licence summaries, shared by the content
 * and access plugins.
 */
import type { FastifyRequest } from 'fastify';
import type { LicenceFixture, LiveEventFixture, VodFixture, ChannelFixture } from './fixture-types.js';
import { CardBuilder, type ContentCard } from './cards.js';
import type { CatalogueService } from './service.js';
import { priceView } from '../commerce/offers.js';
import { eventWindow, liveStatus, type LiveStatus } from './schedule.js';

export async function cardsFor(service: CatalogueService, req: FastifyRequest, options: { favourites?: boolean } = {}): Promise<CardBuilder> {
  const [catalogue, viewer] = await Promise.all([service.catalogue(), service.viewerContext(req, options)]);
  return new CardBuilder(service, catalogue, viewer);
}

/** A licence as sold (without the viewer's status); discount states as of `now`. */
export function licenceSummary(l: LicenceFixture, now = Date.now()) {
  return {
    id: l.id,
    licenceId: l.licenceId,
    name: l.name,
    description: l.description,
    family: l.family,
    rank: l.rank,
    type: l.type,
    purchaseStrategy: l.purchaseStrategy,
    trialDetails: l.trialDetails,
    defaultMarketingPricePeriod: l.defaultMarketingPricePeriod,
    activationStrategy: l.activationStrategy ?? 'IMMEDIATE',
    amounts: l.amounts.map((p) => priceView(p, now)),
  };
}

export function licencesOf(cards: CardBuilder, ids: string[]) {
  return ids
    .map((id) => cards.catalogue.licenceById.get(id))
    .filter((l): l is LicenceFixture => Boolean(l))
    .map((l) => licenceSummary(l, cards.viewer.now));
}

const iso = (ms: number) => new Date(ms).toISOString();

export function vodDetails(cards: CardBuilder, v: VodFixture) {
  const decision = cards.decide(v.access);
  const premiere = cards.premiereOf(v);
  const notYet = premiere !== null && premiere > cards.viewer.now;
  const trailers = v.trailerIds
    .map((id) => cards.catalogue.vodById.get(id))
    .filter((t): t is VodFixture => Boolean(t))
    .map((t) => cards.vod(t));
  return {
    ...cards.vod(v),
    externalId: v.externalId,
    genre: v.genre,
    releaseDate: v.releaseDate,
    episodeNumber: v.episodeNumber,
    trailerFor: v.trailerFor,
    trailers,
    licences: licencesOf(cards, decision.licenceIds),
    availableLicences: licencesOf(cards, decision.licenceIds),
    onlinePlayback: !notYet,
    computedReleases:
      premiere !== null ? [{ type: 'PREMIERE' as const, scheduledAt: iso(premiere) }] : [{ type: 'STANDARD' as const, scheduledAt: v.releaseDate }],
  };
}

export interface LiveDetails extends ContentCard {
  externalId: string;
  kind: LiveEventFixture['kind'] | 'CHANNEL';
  status: LiveStatus;
  vodId?: string;
  channelId?: string;
  eventSchedule: { startDate: string; endDate: string };
  licences: ReturnType<typeof licenceSummary>[];
  onlinePlayback: boolean;
}

export function liveDetails(cards: CardBuilder, e: LiveEventFixture): LiveDetails {
  const { start, end } = eventWindow(e, cards.service.anchor);
  const status = liveStatus(e, cards.service.anchor, cards.viewer.now);
  const decision = cards.decide(e.access);
  return {
    ...cards.live(e),
    externalId: e.externalId,
    kind: e.kind,
    status,
    vodId: e.vodId,
    channelId: e.channelId,
    eventSchedule: { startDate: iso(start), endDate: iso(end) },
    licences: licencesOf(cards, decision.licenceIds),
    onlinePlayback: status === 'LIVE',
  };
}

export function channelDetails(cards: CardBuilder, c: ChannelFixture): LiveDetails {
  const card = cards.channel(c);
  const decision = cards.decide(c.access);
  return {
    ...card,
    externalId: c.externalId,
    kind: 'CHANNEL' as const,
    status: 'LIVE' as const,
    eventSchedule: { startDate: card.startDate ?? iso(cards.viewer.now), endDate: card.endDate ?? iso(cards.viewer.now) },
    licences: licencesOf(cards, decision.licenceIds),
    onlinePlayback: true,
  };
}
