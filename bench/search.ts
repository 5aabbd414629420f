/**
 * Search latency benchmark: migrates a throw-away database (in-memory PGlite, or the
 * PostgreSQL named by BENCH_DATABASE_URL, in a fresh schema dropped afterwards), loads a
 * synthetic catalogue of BENCH_ITEMS (default 100 000) search documents through the same
 * triggers the catalogue uses (vectors and vocabulary), then times the search the platform
 * runs (platform/search/search.ts: typo alternatives, ranking, counts per kind, highlights
 * of a 12-hit page) for typical queries and prints p50/p95 per query and overall.
 *
 *   npm run bench:search
 *   BENCH_ITEMS=20000 BENCH_RUNS=10 npm run bench:search
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
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

async function load(db: Kysely<Database>) {
  const kinds = ['VOD', 'VOD', 'VOD', 'VOD', 'LIVE', 'PLAYLIST'] as const;
  const languages: Language[] = ['en', 'en', 'en', 'en', 'en', 'en', 'es', 'pt', 'ar', 'en'];
  const batch = 1000;
  for (let start = 0; start < items; start += batch) {
    const rows = Array.from({ length: Math.min(batch, items - start) }, (_, i) => {
      const language = languages[(start + i) % languages.length];
      return {
        kind: kinds[(start + i) % kinds.length],
        item_id: `bench-${start + i}`,
        language,
        title: phrase(language, 2 + Math.floor(random() * 3)),
        keywords: phrase(language, 3),
        description: phrase(language, 10 + Math.floor(random() * 12)),
      };
    });
    await db.insertInto('search_documents').values(rows).execute();
  }
  // The known title the product's own tests look for.
  await db
    .insertInto('search_documents')
    .values({ kind: 'VOD', item_id: 'bench-iron-lantern', title: 'Iron Lantern', description: 'Two rivals beyond the lantern.' })
    .execute();
  await sql`analyze search_documents`.execute(db);
  await sql`analyze search_words`.execute(db);
}

/** Typical queries: common and rare words, two and three words, typos, a prefix, accents, Arabic, nothing found. */
const QUERIES: [string, string][] = [
  ['very common word', INVENTED[5]],
  ['common word', 'lantern'],
  ['rare word', INVENTED[3500]],
  ['two words', 'iron lantern'],
  ['three words', 'frozen garden chronicles'],
  ['typo', 'lanteren'],
  ['typo, two words', 'crimsen harbor'],
  ['prefix as typed', 'champ'],
  ['accent folded', 'cancion montana'],
  ['Portuguese', 'coração'],
  ['Arabic', 'مصباح'],
  ['no match', 'xylophonequartz'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', schema });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    const t0 = performance.now();
    await load(db);
    const { rows } = await sql<{ documents: string; words: string }>`
      select (select count(*) from search_documents) as documents, (select count(*) from search_words) as words`.execute(db);
    console.log(
      `search bench on ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}: ${rows[0].documents} documents, ` +
        `${rows[0].words} vocabulary words, loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} runs per query`,
    );
    const all: number[] = [];
    for (const [name, query] of QUERIES) {
      // Two warm-up runs: plans and caches, as on a running platform.
      for (let i = 0; i < 2; i++) await searchCatalogue(db, query, { page: 1, perPage: 12 });
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const outcome = await searchCatalogue(db, query, { page: 1 + (i % 3), perPage: 12 });
        times.push(performance.now() - start);
        hits = outcome.results.VOD.totalHits + outcome.results.LIVE.totalHits + outcome.results.PLAYLIST.totalHits;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${name.padEnd(18)} ${JSON.stringify(query).padEnd(30)} hits ${String(hits).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`overall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budgetMs} ms): ${p95 <= budgetMs ? 'within' : 'OVER'}`);
    if (p95 > budgetMs) process.exitCode = 1;
  } finally {
    await handle.close();
    // BENCH_KEEP_SCHEMA=1 leaves the PostgreSQL schema for EXPLAIN sessions.
    if (databaseUrl && schema && process.env.BENCH_KEEP_SCHEMA === '1') console.log(`kept schema ${schema}`);
    else if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
  }
}

await main();
