/**
 * Sample cards for block examples (gallery, contract tests). Ids and artwork keys match
 * the fixtures, so the gallery shows real images when the reference platform runs on
 * its default address.
 */
import type { BucketData, ContentCard, RowContext } from './content-card';

export const SAMPLE_IMAGE_BASE = 'http://127.0.0.1:3001/images';
const art = (key: string) => `${SAMPLE_IMAGE_BASE}/${key}.jpg`;
const HOUR = 3_600_000;
/** Fixed clock so examples render identically on every run. */
const NOW = Date.parse('2026-01-01T20:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const titles = ['Endless Orchard', 'Harbour Lights', 'The Quiet Summit', 'Northbound', 'Glass Garden', 'Paper Comets', 'Iron Valley', 'Salt and Cedar'];

export const sampleVods: ContentCard[] = titles.map((title, i) => ({
  id: `vod-00${i + 1}`,
  type: 'VOD',
  title,
  description: `${title}: a sample description.`,
  accessLevel: i === 2 ? 'DENIED' : i === 4 ? 'GRANTED_ON_SIGN_IN' : 'GRANTED',
  thumbnailUrl: art(`art-0${i + 1}`),
  posterUrl: art(`poster-0${i + 1}`),
  duration: 1200 + i * 300,
}));

export const sampleContinueWatching: ContentCard[] = sampleVods
  .slice(0, 5)
  .map((card, i) => ({ ...card, accessLevel: 'GRANTED', progress: ((i + 1) / 6) * (card.duration ?? 0) }));

export const sampleLive: ContentCard[] = [1, 2, 3, 4].map((n) => ({
  id: `channel-${n}`,
  type: 'LIVE',
  title: ['Atlas Plus', 'Harbour Sports', 'Summit News', 'Cedar Kids'][n - 1],
  accessLevel: n === 3 ? 'DENIED' : 'GRANTED',
  thumbnailUrl: art(`art-1${n}`),
  startDate: iso(NOW - 2 * HOUR),
  displayLiveBadge: true,
  liveEventId: `channel-${n}`,
  programmingInfo: {
    currentProgramme: {
      title: ['Morning Round-up', 'Training Camp', 'World Desk', 'Story Time'][n - 1],
      startDate: iso(NOW - HOUR / 2),
      endDate: iso(NOW + HOUR / 2),
    },
    nextProgramme: { title: 'Late Edition', startDate: iso(NOW + HOUR / 2) },
    channelLogoUrl: art(`logo-0${n}`),
  },
}));

export const sampleSections: ContentCard[] = ['movies', 'sport', 'kids', 'news'].map((id, i) => ({
  id,
  type: 'SECTION',
  title: id[0].toUpperCase() + id.slice(1),
  accessLevel: 'GRANTED',
  thumbnailUrl: art(`art-0${i + 5}`),
}));

export const samplePlaylists: ContentCard[] = [1, 2, 3, 4].map((n) => ({
  id: `playlist-${n}`,
  type: 'PLAYLIST',
  title: ['Weekend Picks', 'Best of the Summit', 'Fight Night Classics', 'Family Evenings'][n - 1],
  accessLevel: 'GRANTED',
  thumbnailUrl: art(`art-0${n}`),
  posterUrl: art(`poster-0${n}`),
  itemCount: 4 + n * 3,
}));

export function sampleRowContext(name: string, cards: ContentCard[], moreDataAvailable = false, index = 0): RowContext {
  const bucket: BucketData = {
    bucketId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    contentList: cards,
    paging: { lastSeen: cards.length ? cards[cards.length - 1].id : null, moreDataAvailable },
  };
  return { bucket, sectionId: 'gallery', index };
}
