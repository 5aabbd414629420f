/**
 * Search latency benchmark: migrates a throw-away database (in-memory PGlite, or the
 * PostgreSQL named by BENCH_DATABASE_URL, in a fresh schema dropped afterwards), loads a
 * synthetic catalogue of BENCH_ITEMS (default 100 000) items, each with Spanish, Portuguese
 * and Arabic translations, into the catalogue tables (the search rows, vectors and
 * vocabulary come from the product's own triggers), then times the search the platform runs
 * (platform/search/search.ts: typo alternatives, ranking, counts per kind, highlights of a
 * 12-hit page in the viewer's language) for typical queries in a viewer's locale and prints
 * p50/p95 per query and overall.
 *
 *   npm run bench:search
 *   BENCH_ITEMS=20000 BENCH_RUNS=10 npm run bench:search
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
 *   BENCH_KEEP_SCHEMA=1 …, then BENCH_SCHEMA=bench_xxxxxxxx …: search a loaded schema again
 *
 * Exits 1 when the overall p95 is above BENCH_P95_MS (default 50).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dropSchema, openDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import type { Database } from '../platform/db/types.js';
import { searchCatalogue } from '../platform/search/search.js';

const items = Number(process.env.BENCH_ITEMS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const budgetMs = Number(process.env.BENCH_P95_MS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** A schema kept by an earlier run (BENCH_KEEP_SCHEMA=1): searched again as it is, without migrating or loading. */
const reusedSchema = process.env.BENCH_SCHEMA;
if (reusedSchema && !/^bench_[0-9a-f]{8}$/.test(reusedSchema))
  throw new Error(`BENCH_SCHEMA must name a kept bench schema (bench_xxxxxxxx), not ${reusedSchema}.`);

/** A seeded generator, so every run searches the same catalogue. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(2026);

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sta', 'vor', 'qui', 'del', 'bra', 'nu', 'tes', 'gar', 'fin', 'po', 'zel', 'mar', 'tor', 'lin', 'shu', 'dra'];
const REAL_WORDS = {
  en: 'iron lantern harbour crimson garden frozen chronicles night river storm champion fight final round title legend rivals journey city mountain'.split(' '),
  es: 'canción montaña noche río tormenta campeón pelea final leyenda ciudad viaje corazón fuego acción'.split(' '),
  pt: 'canção montanha noite rio tempestade campeão luta final lenda cidade viagem coração fogo ação'.split(' '),
  ar: 'مصباح الحديد ميناء حديقة ليلة نهر عاصفة بطل نزال نهائي أسطورة مدينة رحلة جبل'.split(' '),
} as const;
type Language = keyof typeof REAL_WORDS;

/** 20 000 invented words (some accented) shared by every language. */
const VOCABULARY_SIZE = 20_000;
const INVENTED = Array.from({ length: VOCABULARY_SIZE }, (_, i) => {
  let word = '';
  for (let n = i, k = 0; k < 2 + (i % 3); k++, n = Math.floor(n / SYLLABLES.length) + k * 7) word += SYLLABLES[n % SYLLABLES.length];
  return `${word}${i % 11 === 0 ? 'é' : ''}${i >= 8000 ? SYLLABLES[i % 7] : ''}`;
});
/** Vocabulary per language: the invented words with the language's real words at ranks 40, 80, 120…, so a real word is in a few per cent of the items. */
const VOCABULARIES = Object.fromEntries(
  (Object.keys(REAL_WORDS) as Language[]).map((language) => {
    const words = [...INVENTED];
    REAL_WORDS[language].forEach((word, k) => words.splice(40 * (k + 1), 0, word));
    return [language, words];
  }),
) as Record<Language, string[]>;

/** Word frequencies follow Zipf's law (rank r drawn with weight 1/r), as in real text. */
const ZIPF = (() => {
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 1; r <= VOCABULARY_SIZE + 20; r++) cumulative.push((sum += 1 / r));
  return cumulative.map((c) => c / sum);
})();
function zipfRank(): number {
  const x = random();
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function phrase(language: Language, words: number): string {
  const vocabulary = VOCABULARIES[language];
  return Array.from({ length: words }, () => vocabulary[Math.min(zipfRank(), vocabulary.length - 1)]).join(' ');
}

/** The text of one item in one language: a title, keywords (the tags) and a description. */
function text(language: Language) {
  return {
    title: phrase(language, 2 + Math.floor(random() * 3)),
    keywords: phrase(language, 3),
    description: phrase(language, 10 + Math.floor(random() * 12)),
  };
}

/**
 * The catalogue, written to the catalogue tables (so the search rows come from the same
 * triggers as the product's): items in English, translated into Spanish, Portuguese and Arabic
 * as the seed catalogue is (each translation a text of its own in that language), one item in
 * six a live event and one in six a playlist.
 */
async function load(typed: Kysely<Database>) {
  // The catalogue tables' Kysely types list every column; the bench leaves defaults to the database.
  const db = typed as unknown as Kysely<Record<'vods' | 'live_events' | 'playlists', Record<string, unknown>>>;
  const kinds = ['VOD', 'VOD', 'VOD', 'VOD', 'LIVE', 'PLAYLIST'] as const;
  // A bulk load: the GIN indexes take their pending list (fastupdate) while loading and merge
  // it at the end, as the product's indexes would be after a vacuum; searches then run on
  // the product's settings (no pending list).
  const { rows: gin } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'search_documents' and schemaname = current_schema() and indexdef like '%USING gin%'`.execute(
    db,
  );
  const indexes = gin.map((i) => i.name);
  for (const index of indexes) await sql`alter index ${sql.ref(index)} set (fastupdate = on)`.execute(db);
  const batch = 500;
  for (let start = 0; start < items; start += batch) {
    const rows = Array.from({ length: Math.min(batch, items - start) }, (_, i) => {
      const id = `bench-${start + i}`;
      const english = text('en');
      const translations = Object.fromEntries(
        (['es', 'pt', 'ar'] as const).map((language) => {
          const { title, description } = text(language);
          return [language, { title, description }];
        }),
      );
      return { kind: kinds[(start + i) % kinds.length], id, ...english, translations: JSON.stringify(translations) };
    });
    const vods = rows.filter((r) => r.kind === 'VOD');
    const live = rows.filter((r) => r.kind === 'LIVE');
    const playlists = rows.filter((r) => r.kind === 'PLAYLIST');
    if (vods.length)
      await db
        .insertInto('vods')
        .values(
          vods.map((r, i) => ({
            ...common(r),
            duration_seconds: 60,
            genre: '',
            tags: JSON.stringify(r.keywords.split(' ')),
            poster_key: 'poster',
            access: '{"level":"FREE"}',
            release_date: '2024-01-01T00:00:00Z',
            media_key: 'media',
            position: i,
          })),
        )
        .execute();
    if (live.length)
      await db
        .insertInto('live_events')
        .values(
          live.map((r, i) => ({
            ...common(r),
            kind: 'EVENT',
            tags: JSON.stringify(r.keywords.split(' ')),
            access: '{"level":"FREE"}',
            start_offset_minutes: 60,
            duration_minutes: 90,
            media_key: 'media',
            position: i,
          })),
        )
        .execute();
    if (playlists.length)
      await db
        .insertInto('playlists')
        .values(playlists.map((r, i) => ({ ...common(r), position: i })))
        .execute();
  }
  // The known title the product's own tests look for.
  await db
    .insertInto('vods')
    .values({
      ...common({
        id: 'bench-iron-lantern',
        title: 'Iron Lantern',
        description: 'Two rivals beyond the lantern.',
        translations: '{"es":{"title":"Linterna de hierro"}}',
      }),
      duration_seconds: 60,
      poster_key: 'poster',
      access: '{"level":"FREE"}',
      release_date: '2024-01-01T00:00:00Z',
      media_key: 'media',
    })
    .execute();
  for (const index of indexes) {
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
  }
  await sql`analyze search_documents`.execute(db);
  await sql`analyze search_words`.execute(db);
}

function common(r: { id: string; title: string; description: string; translations: string }) {
  return { id: r.id, external_id: `ext-${r.id}`, title: r.title, description: r.description, thumbnail_key: 'art', translations: r.translations };
}

/**
 * Typical queries, each in a viewer's locale: common and rare words, two and three words,
 * typos, a prefix, accents, Spanish, Portuguese and Arabic viewers, nothing found.
 */
const QUERIES: [string, string, Language][] = [
  ['very common word', INVENTED[5], 'en'],
  ['very common, es', INVENTED[5], 'es'],
  ['common word', 'lantern', 'en'],
  ['rare word', INVENTED[3500], 'en'],
  ['two words', 'iron lantern', 'en'],
  ['three words', 'frozen garden chronicles', 'en'],
  ['typo', 'lanteren', 'en'],
  ['typo, two words', 'crimsen harbor', 'en'],
  ['prefix as typed', 'champ', 'en'],
  ['accent folded, es', 'cancion montana', 'es'],
  ['Portuguese, pt', 'coração', 'pt'],
  ['Arabic, ar', 'مصباح', 'ar'],
  ['English on es', 'lantern', 'es'],
  ['no match', 'xylophonequartz', 'en'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const schema = databaseUrl ? (reusedSchema ?? `bench_${randomBytes(4).toString('hex')}`) : undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', schema });
  try {
    const db = handle.db;
    const t0 = performance.now();
    if (!reusedSchema) {
      await migrateToLatest(db);
      await load(db);
    }
    const { rows } = await sql<{ documents: string; words: string }>`
      select (select count(*) from search_documents) as documents, (select count(*) from search_words) as words`.execute(db);
    const loaded = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `search bench on ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}: ${reusedSchema ? '(kept)' : items + 1} items, ${rows[0].documents} search rows ` +
        `(originals and translations), ${rows[0].words} vocabulary words, loaded in ${loaded} s; ${runs} runs per query`,
    );
    const all: number[] = [];
    for (const [name, query, language] of QUERIES) {
      // Two warm-up runs: plans and caches, as on a running platform.
      for (let i = 0; i < 2; i++) await searchCatalogue(db, query, { language, page: 1, perPage: 12 });
      const times: number[] = [];
      let hits = 0;
      let more = false;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const outcome = await searchCatalogue(db, query, { language, page: 1 + (i % 3), perPage: 12 });
        times.push(performance.now() - start);
        hits = outcome.results.VOD.totalHits + outcome.results.LIVE.totalHits + outcome.results.PLAYLIST.totalHits;
        more = Object.values(outcome.results).some((r) => r.moreHits);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${name.padEnd(18)} ${JSON.stringify(query).padEnd(28)} hits ${`${hits}${more ? '+' : ''}`.padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`overall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budgetMs} ms): ${p95 <= budgetMs ? 'within' : 'OVER'}`);
    if (p95 > budgetMs) process.exitCode = 1;
  } finally {
    await handle.close();
    // BENCH_KEEP_SCHEMA=1 leaves the PostgreSQL schema for EXPLAIN sessions.
    if (databaseUrl && schema && (process.env.BENCH_KEEP_SCHEMA === '1' || reusedSchema)) console.log(`kept schema ${schema}`);
    else if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  }
}

await main();
