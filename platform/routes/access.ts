/**
 * Access decisions with playback details: POST /v5/manifest/vod/{id} and /live/{id}.
 * Stream URLs appear only in a GRANTED answer for content that is playable now;
 * otherwise the answer carries the licences that would grant it, or the schedule.
 * Those URLs are signed for the asking viewer and expire (platform/media/manifest-signing.ts).
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import type { PlatformPlugin } from '../context.js';
import { route } from '../contract-route.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor, licencesOf } from '../catalogue/details.js';
import { eventWindow, liveStatus } from '../catalogue/schedule.js';
import { imageUrl, liveStreamUrl, mediaAssets, subtitleUrl, vodMediaBase, vodStreamUrl } from '../catalogue/media-urls.js';
import { signManifestStreams, viewerBinding } from '../media/manifest-signing.js';
import { mediaSignerFor } from '../media/stream-guard.js';
import type { CardBuilder } from '../catalogue/cards.js';
import type { VodFixture } from '../catalogue/fixture-types.js';
import { parentalGate } from '../parental/service.js';

/**
 * Segment numbering of channel streams counts from the UTC day before the platform started (the
 * same for every process started that day), not from the Unix epoch: epoch-based numbers
 * (discontinuity sequence ~10^7) made hls.js spend seconds of main-thread time per playlist load,
 * and a page with several channels (multi-view) froze.
 */
const DAY_MS = 24 * 3_600_000;
const CHANNEL_STREAM_START = (Math.floor(Date.now() / DAY_MS) - 1) * DAY_MS;

const iso = (ms: number) => new Date(ms).toISOString();

export const accessRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);
  const signer = mediaSignerFor(ctx.config);
  const signed = async <T extends object>(req: FastifyRequest, answer: T): Promise<T> =>
    signManifestStreams(answer, signer, await viewerBinding(ctx, req, signer));

  function vodStream(vod: VodFixture) {
    const asset = mediaAssets()?.vod[vod.mediaKey];
    return {
      protocol: 'HLS' as const,
      url: vodStreamUrl(service.publicUrl, vod.mediaKey),
      subtitles: (asset?.subtitles ?? []).map((s) => ({
        language: s.language,
        name: s.name,
        url: subtitleUrl(service.publicUrl, vod.mediaKey, s.language),
      })),
      drm: null,
      adUnits: [] as unknown[],
    };
  }

  function vodPlaybackExtras(vod: VodFixture) {
    const asset = mediaAssets()?.vod[vod.mediaKey];
    const markers = asset?.skipMarkers ?? vod.skipMarkers;
    return {
      skipMarkers: markers.map((m) => ({ type: String(m.type).toUpperCase(), start: m.start, end: m.end })),
      annotations: {
        chapters: `${service.publicUrl}/api/v4/vod/${encodeURIComponent(vod.id)}/chapters.vtt`,
        // The media file itself (not the /api/v4 redirect): its URL is signed with the stream's.
        thumbnails: `${vodMediaBase(service.publicUrl, vod.mediaKey)}/thumbnails.vtt`,
      },
    };
  }

  function vodManifest(cards: CardBuilder, vod: VodFixture) {
    const decision = cards.decide(vod.access);
    const premiere = cards.premiereOf(vod);
    const scheduled = premiere !== null && premiere > cards.viewer.now;
    const base = {
      id: vod.id,
      type: 'VOD' as const,
      accessLevel: decision.accessLevel,
      licences: licencesOf(cards, decision.licenceIds),
      thumbnailUrl: imageUrl(service.publicUrl, vod.thumbnailKey),
      onlinePlayback: !scheduled,
      duration: vod.duration,
    };
    if (scheduled) {
      return { ...base, streams: [], skipMarkers: [], annotations: null, premiereRelease: { type: 'PREMIERE' as const, scheduledAt: iso(premiere!) } };
    }
    if (decision.accessLevel !== 'GRANTED') return { ...base, streams: [], skipMarkers: [], annotations: null };
    return { ...base, streams: [vodStream(vod)], ...vodPlaybackExtras(vod) };
  }

  route(app, contract.playback.vodManifest, async ({ params, req }) => {
    const cards = await cardsFor(service, req, { favourites: false });
    const vod = cards.catalogue.vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    const manifest = vodManifest(cards, vod);
    // A rating the viewer's parental control guards plays only once the PIN has unlocked it.
    const parentalControl = await parentalGate(ctx.db, cards.viewer.userId, vod.id, vod.rating, new Date(cards.viewer.now));
    if (parentalControl?.pinRequired) return { ...manifest, streams: [], skipMarkers: [], annotations: null, parentalControl };
    return signed(req, parentalControl ? { ...manifest, parentalControl } : manifest);
  });

  function dvrOf(req: FastifyRequest) {
    return service.dvrWindowSeconds(req);
  }

  route(app, contract.playback.liveManifest, async ({ params, req }) => signed(req, await liveManifest(params.id, req)));

  async function liveManifest(id: string, req: FastifyRequest) {
    const cards = await cardsFor(service, req, { favourites: false });
    const c = cards.catalogue;
    const channel = c.channelById.get(id);
    if (channel) {
      const decision = cards.decide(channel.access);
      const granted = decision.accessLevel === 'GRANTED';
      return {
        id: channel.id,
        type: 'EPG' as const,
        accessLevel: decision.accessLevel,
        licences: licencesOf(cards, decision.licenceIds),
        thumbnailUrl: imageUrl(service.publicUrl, channel.thumbnailKey),
        onlinePlayback: true,
        streams: granted
          ? [
              {
                protocol: 'HLS',
                url: liveStreamUrl(service.publicUrl, channel.id, { dvrSeconds: dvrOf(req), start: CHANNEL_STREAM_START }),
                subtitles: [],
                drm: null,
                adUnits: [],
              },
            ]
          : [],
        skipMarkers: [],
        annotations: null,
      };
    }
    const event = c.liveById.get(id);
    if (!event) throw notFound('UNKNOWN_EVENT', `No live event or channel "${id.slice(0, 80)}".`);
    const decision = cards.decide(event.access);
    const { start, end } = eventWindow(event, service.anchor);
    const status = liveStatus(event, service.anchor, cards.viewer.now);
    const base = {
      id: event.id,
      type: status === 'UPCOMING' ? ('UPCOMING' as const) : ('LIVE' as const),
      status,
      accessLevel: decision.accessLevel,
      licences: licencesOf(cards, decision.licenceIds),
      thumbnailUrl: imageUrl(service.publicUrl, event.thumbnailKey),
      onlinePlayback: status === 'LIVE',
      eventSchedule: { startDate: iso(start), endDate: iso(end) },
      ...(event.kind === 'PREMIERE' ? { premiereRelease: { type: 'PREMIERE' as const, scheduledAt: iso(start) } } : {}),
    };
    if (status !== 'LIVE' || decision.accessLevel !== 'GRANTED') return { ...base, streams: [], skipMarkers: [], annotations: null };
    // A premiere plays its video; other events play the simulated live loop from their start.
    const premiereVod = event.kind === 'PREMIERE' && event.vodId ? c.vodById.get(event.vodId) : undefined;
    if (premiereVod) return { ...base, streams: [vodStream(premiereVod)], ...vodPlaybackExtras(premiereVod) };
    return {
      ...base,
      streams: [
        { protocol: 'HLS', url: liveStreamUrl(service.publicUrl, event.id, { dvrSeconds: dvrOf(req), start, end }), subtitles: [], drm: null, adUnits: [] },
      ],
      skipMarkers: [],
      annotations: null,
    };
  }
};
