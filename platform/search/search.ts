/**
 * The catalogue search in SQL (migrations 011 and 023): typo alternatives from the
 * trigram-indexed vocabulary, the query compiled by every language's configuration, then one
 * statement that ranks title matches first, counts matches per kind up to MAX_HITS, pages
 * each kind and highlights the page's titles and descriptions in the viewer's language.
 * Every statement is bounded: the query by query-text.ts, the rows read by MAX_HITS.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import './tables.js';
import { MARK_END, MARK_START, queryTerms, queryWords, segmentsOf, tsqueryText, type Segment } from './query-text.js';

export const SEARCH_KINDS = ['LIVE', 'VOD', 'PLAYLIST'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Nearest vocabulary words offered for a word the vocabulary lacks. */
const ALTERNATIVES_PER_WORD = 3;
/** Alternatives less similar than this (pg_trgm similarity, 0 to 1) are not offered. */
const MIN_SIMILARITY = 0.4;

/**
 * Hits counted and served per kind: past this many, a search says "more than MAX_HITS" and
 * pages stop there. It bounds the rows one search reads, whatever the query (ADR 0038).
 */
export const MAX_HITS = 500;

/** The languages with a text configuration (migration 011) and rows of their own (migration 023). */
const SEARCH_LANGUAGES = ['en', 'es', 'pt', 'ar'] as const;

/** The search language of a locale ("pt-BR" → "pt"); a language without a configuration searches as English. */
function searchLanguage(locale: string): string {
  const base = locale.split('-')[0].toLowerCase();
  return (SEARCH_LANGUAGES as readonly string[]).includes(base) ? base : 'en';
}

/** A query compiled with every language's configuration: each document matches in its own. */
const QUERY_CONFIGURATIONS = ['search_en', 'search_es', 'search_pt', 'search_ar'] as const;

const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const DESCRIPTION_HEADLINE = `MaxWords=30, MinWords=12, ShortWord=2, StartSel=${MARK_START}, StopSel=${MARK_END}`;

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: Segment[];
  description: Segment[];
}

export interface KindResults {
  hits: SearchHit[];
  /** Matches counted, at most MAX_HITS. */
  totalHits: number;
  /** More than MAX_HITS match: counting stopped there. */
  moreHits: boolean;
}

export interface SearchOutcome {
  /** The words searched for, with the alternatives used for words not in the vocabulary. */
  terms: { word: string; alternatives: string[] }[];
  results: Record<SearchKind, KindResults>;
}

export interface SearchOptions {
  /** The viewer's locale: the language whose text (translations) is searched and answered, beside the original text. */
  language: string;
  page: number;
  perPage: number;
  /** Items never to answer (live events that are over). */
  exclude?: { kind: SearchKind; ids: string[] };
}

const trgmSchemas = new WeakMap<object, Promise<string>>();

/** pg_trgm's schema, quoted (it may be outside the search path: see migration 011). */
function trgmSchema(db: Kysely<Database>): Promise<string> {
  let schema = trgmSchemas.get(db);
  if (!schema) {
    schema = sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then(({ rows }) => {
        const name = rows[0]?.schema;
        if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('pg_trgm is not installed (migration 011).');
        return `"${name}"`;
      });
    schema.catch(() => trgmSchemas.delete(db));
    trgmSchemas.set(db, schema);
  }
  return schema;
}

/** For each word the vocabulary lacks (after folding), its nearest vocabulary words. */
async function alternativesFor(db: Kysely<Database>, words: string[]): Promise<Map<string, string[]>> {
  const trgm = sql.raw(await trgmSchema(db));
  // Each word is folded once (materialized): unaccent per candidate row would dominate.
  const { rows } = await sql<{ word: string; alternative: string }>`
    with q as materialized (
      select u.word, search_fold(u.word) as folded from unnest(${words}::text[]) as u(word)
    ),
    missing as materialized (
      select q.word, q.folded from q where not exists (select 1 from search_words e where e.word = q.folded)
    )
    select m.word, s.word as alternative
    from missing m
    cross join lateral (
      select w.word, ${trgm}.similarity(w.word, m.folded) as similarity
      from search_words w
      order by w.word operator(${trgm}.<->) m.folded
      limit ${ALTERNATIVES_PER_WORD}
    ) s
    where s.similarity >= ${MIN_SIMILARITY}
    order by m.word, s.similarity desc, s.word`.execute(db);
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.word, [...(map.get(row.word) ?? []), row.alternative]);
  return map;
}

/**
 * The query compiled by every language's configuration, duplicates removed (most words
 * compile alike in several languages, and repeated branches would inflate the planner's
 * estimate), as tsquery text; null when only stop words remain.
 */
async function compiledQuery(db: Kysely<Database>, text: string): Promise<string | null> {
  const columns = sql.join(QUERY_CONFIGURATIONS.map((config, i) => sql`to_tsquery(${sql.lit(config)}::regconfig, ${text})::text as ${sql.ref(`q${i}`)}`));
  const { rows } = await sql<Record<string, string>>`select ${columns}`.execute(db);
  const distinct = [...new Set(Object.values(rows[0] ?? {}).filter((q) => q && q.trim()))];
  return distinct.length ? distinct.map((q) => `(${q})`).join(' | ') : null;
}

function emptyResults(): Record<SearchKind, KindResults> {
  const none = (): KindResults => ({ hits: [], totalHits: 0, moreHits: false });
  return { LIVE: none(), VOD: none(), PLAYLIST: none() };
}

interface Row {
  kind: SearchKind;
  /** Null for a kind with matches but none on the page asked for (only its total counts). */
  item_id: string | null;
  n: string | number;
  total: string | number;
  title: string | null;
  title_marked: string | null;
  description_marked: string | null;
}

/**
 * The statement's part for one kind: its rows (`d`) are that kind's in the viewer's search
 * language, written as literals (both from fixed lists) so the planner picks the partial
 * indexes of that kind and language (migration 023).
 */
function kindParts(kind: SearchKind, language: string, excluded: string[]) {
  const rows = sql`d.kind = ${sql.lit(kind)} and d.locale = ${sql.lit(language)}`;
  const exclusion = excluded.length ? sql`and not (d.item_id = any(${excluded}::text[]))` : sql``;
  return { kind: sql.lit(kind), rows, exclusion };
}

/** Search `raw` (any text: see query-text.ts) in `options.language`; a query without a word finds nothing. */
export async function searchCatalogue(db: Kysely<Database>, raw: string, options: SearchOptions): Promise<SearchOutcome> {
  const words = queryWords(raw);
  if (words.length === 0) return { terms: [], results: emptyResults() };
  const terms = queryTerms(words, await alternativesFor(db, words));
  const text = tsqueryText(terms);
  const results = emptyResults();
  const outcome = { terms: terms.map((t) => ({ word: t.word, alternatives: t.alternatives })), results };
  if (!text) return outcome;

  const compiled = await compiledQuery(db, text);
  if (!compiled) return outcome;
  const language = searchLanguage(options.language);
  // Hits past MAX_HITS are neither counted nor served: a page beyond them is empty.
  const from = Math.min((options.page - 1) * options.perPage, MAX_HITS);
  const to = Math.min(from + options.perPage, MAX_HITS);
  const query = sql`${compiled}::tsquery`;
  const parts = SEARCH_KINDS.map((kind) => kindParts(kind, language, options.exclude?.kind === kind ? options.exclude.ids : []));
  const each = (part: (p: ReturnType<typeof kindParts>) => RawBuilder<unknown>) => sql.join(parts.map(part), sql` union all `);
  // Every read is bounded by MAX_HITS rows per kind, whatever the query (ADR 0038):
  // 1. title matches (the short title vector's own index) are the first tier, ranked among
  //    the first MAX_HITS + 1 found; reaching that many already says "more than MAX_HITS";
  // 2. only a kind whose title matches do not fill the page reads other matches (again at
  //    most MAX_HITS, ranked on the whole document), and only a kind with fewer than
  //    MAX_HITS title matches counts its matches (up to MAX_HITS + 1).
  // The conditions on `title_counts` do not depend on a row: PostgreSQL evaluates them once
  // (a one-time filter, or the `case` branch not taken) and skips the scan under them.
  // The planner prices `@@` as cheap and would scan the table sequentially for a common
  // word: sequential scans are off for this statement (`set local`, in its own transaction).
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return sql<Row>`
    with titles as materialized (
      ${each(
        (p) => sql`(select ${p.kind} as kind, c.item_id, c.locale, c.title, ts_rank(c.title_document, ${query}) as rank
        from (select d.item_id, d.locale, d.title, d.title_document from search_documents d
              where ${p.rows} and d.title_document @@ ${query} ${p.exclusion} limit ${MAX_HITS + 1}) c)`,
      )}
    ),
    title_counts as (
      select k.kind, (select count(*) from titles t where t.kind = k.kind) as n from (values ('LIVE'), ('VOD'), ('PLAYLIST')) as k(kind)
    ),
    others as materialized (
      ${each(
        (p) => sql`(select ${p.kind} as kind, c.item_id, c.locale, c.title, ts_rank('{0.1, 0.2, 0.4, 1.0}', c.document, ${query}) as rank
        from (select d.item_id, d.locale, d.title, d.document from search_documents d
              where ${p.rows} and d.document @@ ${query} and not d.title_document @@ ${query} ${p.exclusion}
                and (select n from title_counts where kind = ${p.kind}) < ${to}
              limit ${MAX_HITS}) c)`,
      )}
    ),
    totals as materialized (
      ${each(
        (p) => sql`(select ${p.kind} as kind, case when tc.n > ${MAX_HITS} then tc.n else (
          select count(*) from (select 1 from search_documents d
                                where ${p.rows} and d.document @@ ${query} ${p.exclusion}
                                limit ${MAX_HITS + 1}) m) end as total
        from title_counts tc where tc.kind = ${p.kind})`,
      )}
    ),
    ranked as (
      select a.kind, a.item_id, a.locale, a.title, row_number() over (partition by a.kind order by a.tier, a.rank desc, a.title, a.item_id) as n
      from (select t.*, 1 as tier from titles t union all select o.*, 2 as tier from others o) a
    ),
    page as (
      select r.kind, r.item_id, r.locale, r.title, r.n from ranked r where r.n > ${from} and r.n <= ${to}
    )
    select tt.kind, p.item_id, coalesce(p.n, 0) as n, tt.total, p.title,
           case when p.item_id is not null then ts_headline(search_config(d.language), translate(d.title, ${MARK_START + MARK_END}, ''), ${query}, ${TITLE_HEADLINE}) end as title_marked,
           case when p.item_id is not null then ts_headline(search_config(d.language), translate(d.description, ${MARK_START + MARK_END}, ''), ${query}, ${DESCRIPTION_HEADLINE}) end as description_marked
    from totals tt
    left join page p on p.kind = tt.kind
    left join search_documents d on d.kind = p.kind and d.item_id = p.item_id and d.locale = p.locale
    where tt.total > 0
    order by tt.kind, p.n`.execute(trx);
  });

  for (const row of rows) {
    const kind = results[row.kind];
    const total = Number(row.total);
    kind.totalHits = Math.min(total, MAX_HITS);
    kind.moreHits = total > MAX_HITS;
    if (row.item_id === null || row.title === null || row.title_marked === null) continue;
    kind.hits.push({
      kind: row.kind,
      id: row.item_id,
      title: segmentsOf(row.title_marked, row.title),
      description: segmentsOf(row.description_marked ?? ''),
    });
  }
  return outcome;
}
