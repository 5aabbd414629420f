/**
 * Generates the demo catalogue under fixtures/ deterministically (a seeded PRNG,
 * no clock, no randomness from the OS): running it twice gives byte-identical
 * files, so the committed JSON only changes when this script does.
 *
 *   npx tsx scripts/generate-fixtures.ts          # write fixtures/*.json
 *   npx tsx scripts/generate-fixtures.ts --check  # exit 1 if the files differ
 *
 * All names are synthetic (word lists below), never real people or brands.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  AccessConfig,
  CatalogueFixtures,
  ChannelFixture,
  FighterFixture,
  LicenceFamilyFixture,
  LicenceFixture,
  DiscountFixture,
  LiveEventFixture,
  NewsFeedFixture,
  PlaylistFixture,
  ProgrammeSlot,
  SeasonFixture,
  SeriesFixture,
  UserLicenceFixture,
  VodFixture,
} from '../platform/catalogue/fixture-types.js';
import { translateFighter, translateItem, translateNewsItem, translateProgramme } from './fixture-translations.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'fixtures');

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

const rnd = prng(20261121);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const artKey = (n: number) => `art-${pad(((n - 1) % 24) + 1)}`;
const posterKey = (n: number) => `poster-${pad(((n - 1) % 12) + 1)}`;

const ADJECTIVES = [
  'Silent',
  'Crimson',
  'Golden',
  'Hidden',
  'Electric',
  'Northern',
  'Velvet',
  'Iron',
  'Wandering',
  'Bright',
  'Hollow',
  'Endless',
  'Copper',
  'Midnight',
  'Frozen',
  'Restless',
] as const;
const NOUNS = [
  'Harbour',
  'Summit',
  'Circuit',
  'Lantern',
  'Canyon',
  'Orchard',
  'Meridian',
  'Tide',
  'Arena',
  'Compass',
  'Horizon',
  'Engine',
  'Atlas',
  'Current',
  'Garden',
  'Beacon',
] as const;
const GENRES = ['Documentary', 'Drama', 'Sport', 'Comedy', 'Nature', 'Music', 'Combat'] as const;
const TAGS = ['featured', 'new', 'popular', 'classic', 'behind-the-scenes', 'highlights', 'family'] as const;
const FIRST = [
  'Aren',
  'Bexley',
  'Corin',
  'Dalia',
  'Emrys',
  'Fenna',
  'Galen',
  'Hollis',
  'Ilka',
  'Joren',
  'Kestra',
  'Lorcan',
  'Maren',
  'Nilo',
  'Orla',
  'Pryce',
  'Quill',
  'Rhosyn',
  'Sable',
  'Tamsin',
] as const;
const LAST = [
  'Ashgrove',
  'Brightwater',
  'Coldharbour',
  'Dunmore',
  'Eastlake',
  'Fairhollow',
  'Greystone',
  'Hawkridge',
  'Ironside',
  'Juniper',
  'Kingsley',
  'Larkspur',
  'Moorfield',
  'Northcote',
  'Oakhurst',
  'Pennywell',
  'Quarrington',
  'Redfern',
  'Stormont',
  'Thornbury',
] as const;
const NICKNAMES = [
  'The Anvil',
  'Quicksilver',
  'The Lighthouse',
  'Stonewall',
  'Kite',
  'The Metronome',
  'Bramble',
  'Nightjar',
  'The Tidewalker',
  'Flint',
] as const;
const WEIGHT_CLASSES = ['Flyweight', 'Bantamweight', 'Featherweight', 'Lightweight', 'Welterweight'] as const;
const COUNTRIES = ['GB', 'IE', 'US', 'ES', 'PT', 'BR', 'DE', 'FR', 'NL', 'SE'] as const;
/** HLS assets the media helper renders (fixtures/media); VODs cycle over them. */
const VOD_MEDIA = ['neon-circuit', 'colour-field', 'deep-zoom'] as const;
/** The media helper simulates one live stream (fixtures/media/live); every channel and event plays it. */
const LIVE_MEDIA = 'live';

const title = () => `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}`;
const sentence = (subject: string) =>
  `${subject} follows ${rnd.pick(['a crew', 'two rivals', 'a lone traveller', 'a small team', 'an orchestra'])} ` +
  `${rnd.pick(['across the', 'beneath the', 'beyond the', 'around the'])} ${rnd.pick(NOUNS).toLowerCase()}.`;

// ---------------------------------------------------------------- licences
const ARENA_FAMILY = 'fam-arena-pass';
const PREMIUM_FAMILY = 'fam-premium';

/** Prices in pounds (the default) and euros: integer minor units, scale 2. */
function prices(id: string, gbp: number, eur: number, period: string | null, discount?: DiscountFixture): LicenceFixture['amounts'] {
  return [
    { currency: 'GBP', amount: gbp, default: true },
    { currency: 'EUR', amount: eur, default: false },
  ].map((p) => ({
    id: `price-${id}${p.default ? '' : `-${p.currency.toLowerCase()}`}`,
    sku: `sku-${id}${p.default ? '' : `-${p.currency.toLowerCase()}`}`,
    amount: p.amount,
    currency: p.currency,
    scale: 2,
    default: p.default,
    taxInclusive: true,
    periodAmounts: period ? [{ period, amount: p.amount }] : [],
    ...(discount && { discount }),
  }));
}

/** Fixed dates far apart, so one discount is in effect and one has not started for decades. */
const ACTIVE_PERCENT_OFF: DiscountFixture = { type: 'PERCENTAGE', percentage: 20, startDate: '2025-01-01T00:00:00Z', endDate: '2099-12-31T23:59:59Z' };
const UPCOMING_AMOUNT_OFF: DiscountFixture = {
  type: 'AMOUNT',
  amount: 2000,
  startDate: '2098-01-01T00:00:00Z',
  endDate: '2098-12-31T23:59:59Z',
  lifeTimeRepeat: true,
};

const licences: LicenceFixture[] = [
  {
    id: 'lic-arena-monthly',
    licenceId: 101,
    name: 'Arena Pass Monthly',
    description: 'Every live event and the full video library, billed monthly.',
    family: ARENA_FAMILY,
    rank: 1,
    type: 'STANDARD',
    purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1M' },
    trialDetails: { period: 'P7D' },
    defaultMarketingPricePeriod: 'P1M',
    amounts: prices('arena-monthly', 999, 1099, 'P1M'),
  },
  {
    id: 'lic-arena-yearly',
    licenceId: 102,
    name: 'Arena Pass Yearly',
    description: 'Every live event and the full video library, billed yearly.',
    family: ARENA_FAMILY,
    rank: 2,
    type: 'STANDARD',
    purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1Y' },
    trialDetails: null,
    defaultMarketingPricePeriod: 'P1Y',
    amounts: prices('arena-yearly', 9999, 10999, 'P1Y', UPCOMING_AMOUNT_OFF),
  },
  {
    id: 'lic-premium-monthly',
    licenceId: 201,
    name: 'Premium Monthly',
    description: 'Premium originals on top of the Arena Pass, billed monthly.',
    family: PREMIUM_FAMILY,
    rank: 1,
    type: 'STANDARD',
    purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1M' },
    trialDetails: null,
    defaultMarketingPricePeriod: 'P1M',
    amounts: prices('premium-monthly', 1499, 1699, 'P1M', ACTIVE_PERCENT_OFF),
  },
  {
    id: 'lic-season-ticket',
    licenceId: 301,
    name: 'Season Ticket',
    description: 'All premium originals until the end of the season.',
    family: PREMIUM_FAMILY,
    rank: 2,
    type: 'STANDARD',
    purchaseStrategy: { type: 'FIXED_DATE', fixedDate: '2030-06-30T23:59:59Z' },
    trialDetails: null,
    defaultMarketingPricePeriod: null,
    amounts: prices('season-ticket', 4999, 5499, null),
  },
  {
    id: 'lic-premium-yearly',
    licenceId: 202,
    name: 'Premium Yearly',
    description: 'Premium originals on top of the Arena Pass, billed yearly, with a free fortnight first.',
    family: PREMIUM_FAMILY,
    rank: 3,
    type: 'STANDARD',
    purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1Y' },
    trialDetails: { period: 'P14D' },
    defaultMarketingPricePeriod: 'P1Y',
    amounts: prices('premium-yearly', 14999, 16999, 'P1Y'),
  },
  {
    id: 'lic-fight-night-ppv',
    licenceId: 401,
    name: 'Fight Night Pay-Per-View',
    description: 'One ticket for the headline fight night, with replay for 48 hours.',
    family: null,
    rank: 1,
    type: 'STANDARD',
    purchaseStrategy: { type: 'PPV', period: 'P2D' },
    trialDetails: null,
    defaultMarketingPricePeriod: null,
    // The provider confirms a pay-per-view purchase before it opens (spec 03 §4, confirm-payment).
    activationStrategy: 'CONFIRM_PAYMENT',
    amounts: prices('fight-night-ppv', 1999, 2299, null),
  },
  {
    id: 'lic-free-member',
    licenceId: 501,
    name: 'Free Membership',
    description: 'Free member extras for registered viewers.',
    family: null,
    rank: 0,
    type: 'FREE',
    purchaseStrategy: { type: 'FREE' },
    trialDetails: null,
    defaultMarketingPricePeriod: null,
    amounts: [],
  },
];

const licenceFamilies: LicenceFamilyFixture[] = [
  { id: ARENA_FAMILY, name: 'Arena Pass', description: 'Live events and the video library.', licenceIds: ['lic-arena-monthly', 'lic-arena-yearly'] },
  { id: PREMIUM_FAMILY, name: 'Premium', description: 'Premium originals.', licenceIds: ['lic-premium-monthly', 'lic-season-ticket', 'lic-premium-yearly'] },
];

const ARENA: AccessConfig = { level: 'LICENCE', licenceIds: ['lic-arena-monthly', 'lic-arena-yearly'] };
const PREMIUM: AccessConfig = { level: 'LICENCE', licenceIds: ['lic-premium-monthly', 'lic-season-ticket'] };
const PPV: AccessConfig = { level: 'LICENCE', licenceIds: ['lic-fight-night-ppv'] };
const FREE_MEMBER: AccessConfig = { level: 'LICENCE', licenceIds: ['lic-free-member'] };

/** Access for standalone videos 1..60, by number: every level appears. */
function vodAccess(n: number): AccessConfig {
  if (n <= 10) return { level: 'FREE' };
  if (n <= 20) return { level: 'SIGN_IN' };
  if (n <= 38) return ARENA;
  if (n <= 42) return PREMIUM;
  if (n === 43) return PPV;
  if (n === 44) return FREE_MEMBER;
  if (n <= 47) return { level: 'FREE', geo: { mode: 'ALLOW', countries: ['GB', 'IE'] } };
  if (n <= 50) return { level: 'SIGN_IN', geo: { mode: 'BLOCK', countries: ['US', 'BR'] } };
  return { level: 'FREE' };
}

// ---------------------------------------------------------------- videos
const vods: VodFixture[] = [];

function makeVod(n: number, extra: Partial<VodFixture> = {}): VodFixture {
  const id = `vod-${pad(n, 3)}`;
  const t = extra.title ?? title();
  const duration = extra.duration ?? rnd.int(4, 48) * 60 + rnd.int(0, 59);
  const chapterCount = 3;
  const chapterLength = Math.floor(duration / chapterCount);
  const year = 2019 + (n % 7);
  return {
    id,
    externalId: `ext-${id}`,
    title: t,
    description: sentence(t),
    duration,
    tags: [rnd.pick(TAGS), rnd.pick(TAGS)].filter((tag, i, all) => all.indexOf(tag) === i),
    genre: rnd.pick(GENRES),
    thumbnailKey: artKey(n),
    posterKey: posterKey(n),
    access: vodAccess(n),
    releaseDate: `${year}-${pad((n % 12) + 1)}-${pad((n % 27) + 1)}T12:00:00.000Z`,
    isTrailer: false,
    trailerIds: [],
    mediaKey: VOD_MEDIA[n % VOD_MEDIA.length],
    chapters: Array.from({ length: chapterCount }, (_, i) => ({
      start: i * chapterLength,
      end: i === chapterCount - 1 ? duration : (i + 1) * chapterLength,
      title: ['Opening', 'The middle', 'Finale'][i],
    })),
    skipMarkers:
      duration > 600
        ? [
            { type: 'INTRO', start: 5, end: 35 },
            { type: 'CREDITS', start: duration - 45, end: duration },
          ]
        : [],
    ...extra,
  };
}

for (let n = 1; n <= 60; n++) vods.push(makeVod(n));

// vod-051..055 are trailers for vod-021..025 (licence-only films with a free trailer).
for (let i = 0; i < 5; i++) {
  const trailer = vods[50 + i];
  const main = vods[20 + i];
  trailer.isTrailer = true;
  trailer.title = `${main.title} (Trailer)`;
  trailer.description = `Trailer for ${main.title}.`;
  trailer.duration = 90 + i * 10;
  trailer.chapters = [{ start: 0, end: trailer.duration, title: 'Trailer' }];
  trailer.skipMarkers = [];
  trailer.trailerFor = main.id;
  trailer.tags = ['trailer'];
  trailer.access = { level: 'FREE' };
  main.trailerIds = [trailer.id];
}
// vod-056 premieres 45 minutes after the anchor (see live-7); ids ≥ 57 stay plain.
vods[55].premiereOffsetMinutes = 45;
vods[55].tags = ['premiere', 'new'];
// Content ratings (parental control guards chosen ones); unrated videos count as U.
for (const [n, rating] of [
  [5, '12'],
  [12, '15'],
  [17, '18'],
  [25, '15'],
  [34, '15'],
  [39, '18'],
] as const)
  vods[n - 1].rating = rating;
// A few tagged "featured" for the home page.
for (const n of [2, 5, 12, 21, 33, 46]) if (!vods[n - 1].tags.includes('featured')) vods[n - 1].tags.push('featured');

// ---------------------------------------------------------------- series
const series: SeriesFixture[] = [];
const seasons: SeasonFixture[] = [];
let nextVod = 61;

/** Episode counts per season; 0 = an announced season with no episodes yet (dropped from lists). */
const SERIES_PLAN: Array<{ id: string; seasons: number[]; access: AccessConfig }> = [
  { id: 'series-1', seasons: [4, 4, 3], access: { level: 'FREE' } },
  {
    id: 'series-2',
    // 32 seasons, seasons 6, 13 and 27 are empty.
    seasons: Array.from({ length: 32 }, (_, i) => ([5, 12, 26].includes(i) ? 0 : 2)),
    access: ARENA,
  },
  { id: 'series-3', seasons: [3, 0, 3], access: { level: 'SIGN_IN' } },
];

for (const [si, plan] of SERIES_PLAN.entries()) {
  const seriesTitle = `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)} Chronicles`;
  const s: SeriesFixture = {
    id: plan.id,
    externalId: `ext-${plan.id}`,
    title: seriesTitle,
    description: `${seriesTitle}: ${sentence('The series')}`,
    thumbnailKey: artKey(20 + si),
    posterKey: posterKey(9 + si),
    tags: ['series', si === 0 ? 'featured' : 'popular'],
    seasonIds: [],
  };
  const seriesNumber = si + 1;
  plan.seasons.forEach((episodeCount, k0) => {
    const k = k0 + 1;
    const season: SeasonFixture = {
      id: `season-${seriesNumber}-${k}`,
      seriesId: s.id,
      seasonNumber: k,
      title: `Season ${k}`,
      description: `Season ${k} of ${seriesTitle}.`,
      thumbnailKey: artKey(k + si * 3),
      episodeIds: [],
    };
    for (let e = 1; e <= episodeCount; e++) {
      const vod = makeVod(nextVod++, {
        title: `${seriesTitle} S${k}E${e}`,
        duration: 20 * 60 + rnd.int(0, 20 * 60),
      });
      vod.access = plan.access;
      vod.seriesId = s.id;
      vod.seasonId = season.id;
      vod.episodeNumber = e;
      vod.tags = ['episode'];
      vods.push(vod);
      season.episodeIds.push(vod.id);
    }
    seasons.push(season);
    s.seasonIds.push(season.id);
  });
  series.push(s);
}

// ---------------------------------------------------------------- playlists
const PLAYLIST_PLAN: number[][] = [
  [1, 2, 3, 4, 5, 6, 7, 8],
  Array.from({ length: 25 }, (_, i) => 11 + i), // 25 items: exercises paging
  [21, 22, 23, 24, 25, 51, 52, 53, 54, 55],
  [43, 44, 45, 46, 47, 48, 49, 50],
  [56, 57, 58, 59, 60, 9, 10],
];
const playlists: PlaylistFixture[] = PLAYLIST_PLAN.map((numbers, i) => {
  const t = `${rnd.pick(ADJECTIVES)} ${rnd.pick(['Picks', 'Collection', 'Marathon', 'Selection'])}`;
  return {
    id: `playlist-${i + 1}`,
    externalId: `ext-playlist-${i + 1}`,
    title: t,
    description: `A playlist of ${numbers.length} videos: ${t.toLowerCase()}.`,
    thumbnailKey: artKey(i + 7),
    vodIds: numbers.map((n) => `vod-${pad(n, 3)}`),
  };
});

// ---------------------------------------------------------------- channels
const CHANNEL_ACCESS: AccessConfig[] = [
  { level: 'FREE' },
  { level: 'SIGN_IN' },
  ARENA,
  PREMIUM,
  { level: 'FREE', geo: { mode: 'ALLOW', countries: ['GB', 'IE', 'ES', 'PT'] } },
  { level: 'FREE' },
];
const PROGRAMME_NAMES = [
  'Morning Round-up',
  'Training Camp',
  'Classic Bouts',
  'Studio Talk',
  'Road to the Title',
  'Weigh-in Live',
  'Late Replay',
  'The Analysis Desk',
  'Open Mat',
  'Scouting Report',
];

const channels: ChannelFixture[] = CHANNEL_ACCESS.map((access, i) => {
  const slots: ProgrammeSlot[] = [];
  // A pattern of 6–9 programmes of 30/60/90 minutes, repeated through the day.
  const count = rnd.int(6, 9);
  for (let k = 0; k < count; k++) {
    slots.push({
      programme: PROGRAMME_NAMES[(i * 3 + k) % PROGRAMME_NAMES.length],
      episode: `Episode ${rnd.int(1, 40)}`,
      durationMinutes: rnd.pick([30, 60, 90]),
      thumbnailKey: artKey(i * 4 + k + 1),
    });
  }
  const t = `${rnd.pick(NOUNS)} ${rnd.pick(['One', 'TV', 'Live', 'Plus', 'Max', 'Arena'])}`;
  return {
    id: `channel-${i + 1}`,
    externalId: `ext-channel-${i + 1}`,
    title: t,
    description: `${t}, a round-the-clock channel.`,
    thumbnailKey: artKey(i + 13),
    logoKey: `logo-${pad(i + 1)}`,
    access,
    schedule: slots,
    mediaKey: LIVE_MEDIA,
  };
});

// ---------------------------------------------------------------- live events
const LIVE_PLAN: Array<Omit<LiveEventFixture, 'id' | 'externalId' | 'title' | 'description' | 'thumbnailKey' | 'mediaKey'>> = [
  { kind: 'EVENT', access: { level: 'FREE' }, startOffsetMinutes: -60, durationMinutes: 240, tags: ['live'] },
  { kind: 'EVENT', access: ARENA, startOffsetMinutes: -10, durationMinutes: 180, tags: ['live', 'featured'] },
  // Ends 5 minutes after the anchor: the live stream sends "removed".
  { kind: 'EVENT', access: { level: 'SIGN_IN' }, startOffsetMinutes: -30, durationMinutes: 35, tags: ['live'] },
  // Starts 3 minutes after the anchor: the live stream sends "added".
  { kind: 'EVENT', access: { level: 'SIGN_IN' }, startOffsetMinutes: 3, durationMinutes: 120, tags: ['live'] },
  { kind: 'EVENT', access: PPV, startOffsetMinutes: 120, durationMinutes: 180, tags: ['fight-night', 'featured'] },
  { kind: 'EVENT', access: { level: 'FREE', geo: { mode: 'BLOCK', countries: ['US'] } }, startOffsetMinutes: 1440, durationMinutes: 120, tags: ['upcoming'] },
  { kind: 'PREMIERE', access: { level: 'SIGN_IN' }, startOffsetMinutes: 45, durationMinutes: 0, vodId: 'vod-056', tags: ['premiere'] },
  { kind: 'EVENT', access: { level: 'FREE' }, startOffsetMinutes: -300, durationMinutes: 120, tags: ['replay'] },
];

const liveEvents: LiveEventFixture[] = LIVE_PLAN.map((plan, i) => {
  const premiereVod = plan.vodId ? vods.find((v) => v.id === plan.vodId) : undefined;
  const t = premiereVod ? `Premiere: ${premiereVod.title}` : `${rnd.pick(ADJECTIVES)} ${rnd.pick(['Fight Night', 'Showdown', 'Open', 'Classic', 'Cup Final'])}`;
  return {
    id: `live-${i + 1}`,
    externalId: `ext-live-${i + 1}`,
    title: t,
    description: premiereVod ? premiereVod.description : sentence(t),
    thumbnailKey: premiereVod ? premiereVod.thumbnailKey : artKey(i + 3),
    mediaKey: LIVE_MEDIA,
    ...plan,
    durationMinutes: premiereVod ? Math.ceil(premiereVod.duration / 60) : plan.durationMinutes,
    channelId: i < 2 ? `channel-${i + 1}` : undefined,
  };
});

// ---------------------------------------------------------------- news
const news: NewsFeedFixture[] = ['headlines', 'results'].map((feedName, f) => ({
  feedName,
  title: f === 0 ? 'Headlines' : 'Results',
  items: Array.from({ length: f === 0 ? 8 : 6 }, (_, i) => {
    const t = `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)} ${rnd.pick(['announced', 'confirmed', 'returns', 'delivers'])}`;
    return {
      id: `news-${feedName}-${i + 1}`,
      feedName,
      title: t,
      summary: sentence(t),
      body: `${sentence(t)} ${sentence('The report')} ${sentence('The week')}`,
      thumbnailKey: artKey(i + f * 8 + 1),
      publishedDaysAgo: i,
    };
  }),
}));

// ---------------------------------------------------------------- fighters
const fighters: FighterFixture[] = Array.from({ length: 20 }, (_, i) => {
  const wins = rnd.int(5, 30);
  return {
    id: `fighter-${pad(i + 1)}`,
    name: `${FIRST[i]} ${LAST[(i * 7) % LAST.length]}`,
    nickname: NICKNAMES[i % NICKNAMES.length],
    country: COUNTRIES[i % COUNTRIES.length],
    weightClass: WEIGHT_CLASSES[i % WEIGHT_CLASSES.length],
    rank: Math.floor(i / WEIGHT_CLASSES.length) + 1,
    record: { wins, losses: rnd.int(0, 10), draws: rnd.int(0, 2), noContests: rnd.int(0, 1) },
    imageKey: posterKey(i + 1),
    bio: `${FIRST[i]} trains at the ${rnd.pick(NOUNS)} gym and fights at ${WEIGHT_CLASSES[i % WEIGHT_CLASSES.length].toLowerCase()}.`,
  };
});

// ---------------------------------------------------------------- holdings of the demo users
const userLicences: UserLicenceFixture[] = [
  { email: 'subscriber@example.com', licenceId: 'lic-arena-monthly', status: 'ACTIVE', autoRenewing: true, purchasedDaysAgo: 10, expiresInDays: 20 },
  { email: 'subscriber@example.com', licenceId: 'lic-free-member', status: 'ACTIVE', autoRenewing: false, purchasedDaysAgo: 40, expiresInDays: null },
  // An old pay-per-view ticket: expired, so it no longer grants anything.
  { email: 'subscriber@example.com', licenceId: 'lic-fight-night-ppv', status: 'EXPIRED', autoRenewing: false, purchasedDaysAgo: 60, expiresInDays: -58 },
  // Subscription demos (fixtures/subscriptions.json adds their pause, pending payment and price change).
  { email: 'member@example.com', licenceId: 'lic-premium-monthly', status: 'ACTIVE', autoRenewing: true, purchasedDaysAgo: 5, expiresInDays: 25 },
  { email: 'leaver@example.com', licenceId: 'lic-arena-monthly', status: 'ACTIVE', autoRenewing: true, purchasedDaysAgo: 18, expiresInDays: 12 },
  { email: 'states@example.com', licenceId: 'lic-arena-monthly', status: 'ACTIVE', autoRenewing: false, purchasedDaysAgo: 22, expiresInDays: 8 },
  { email: 'states@example.com', licenceId: 'lic-premium-yearly', status: 'TRIAL', autoRenewing: true, purchasedDaysAgo: 4, expiresInDays: 10 },
  { email: 'states@example.com', licenceId: 'lic-fight-night-ppv', status: 'INACTIVE', autoRenewing: false, purchasedDaysAgo: 0, expiresInDays: 2 },
  { email: 'states@example.com', licenceId: 'lic-season-ticket', status: 'ACTIVE', autoRenewing: false, purchasedDaysAgo: 30, expiresInDays: null },
];

// ---------------------------------------------------------------- translations
// Derived from the English just composed (no random draws), so the English is unchanged.
for (const v of vods) v.translations = translateItem(v, 'vod');
for (const s of series) s.translations = translateItem(s, 'series');
for (const s of seasons) s.translations = translateItem(s, 'season');
for (const p of playlists) p.translations = translateItem(p, 'playlist');
for (const c of channels) {
  c.translations = translateItem(c, 'channel');
  for (const slot of c.schedule) slot.translations = translateProgramme(slot);
}
for (const e of liveEvents) e.translations = translateItem(e, 'live');
for (const f of fighters) f.translations = translateFighter(f);
for (const feed of news) {
  for (const item of feed.items) item.translations = translateNewsItem(item, feed.title);
}

// ---------------------------------------------------------------- write
const fixtures: CatalogueFixtures = {
  vods,
  series,
  seasons,
  playlists,
  channels,
  liveEvents,
  news,
  fighters,
  licenceFamilies,
  licences,
  userLicences,
};

const FILES: Record<string, unknown> = {
  'vods.json': fixtures.vods,
  'series.json': { series: fixtures.series, seasons: fixtures.seasons },
  'playlists.json': fixtures.playlists,
  'channels.json': fixtures.channels,
  'live-events.json': fixtures.liveEvents,
  'news.json': fixtures.news,
  'fighters.json': fixtures.fighters,
  'licences.json': { families: fixtures.licenceFamilies, licences: fixtures.licences },
  'user-licences.json': fixtures.userLicences,
};

const check = process.argv.includes('--check');
let drift = false;
mkdirSync(outDir, { recursive: true });
for (const [name, data] of Object.entries(FILES)) {
  const path = join(outDir, name);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
      console.error(`fixtures/${name} is out of date; run: npx tsx scripts/generate-fixtures.ts`);
      drift = true;
    }
  } else {
    writeFileSync(path, text);
  }
}
if (check && drift) process.exit(1);
if (!check) console.log(`wrote ${Object.keys(FILES).length} files to fixtures/ (${vods.length} videos)`);
