/**
 * The catalogue search in SQL (tables and text configurations of migration 011): typo
 * alternatives from the trigram-indexed vocabulary, then one full-text scan that ranks the
 * matches, counts them per kind, pages each kind (a bounded top-N sort per kind) and
 * highlights the page's titles and descriptions. Two statements per search, both bounded by the capped query (query-text.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import './tables.js';
import { MARK_END, MARK_START, queryTerms, queryWords, segmentsOf, tsqueryText, type Segment } from './query-text.js';

export const SEARCH_KINDS = ['LIVE', 'VOD', 'PLAYLIST'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Nearest vocabulary words offered for a word the vocabulary lacks. */
const ALTERNATIVES_PER_WORD = 3;
/** Alternatives less similar than this (pg_trgm similarity, 0 to 1) are not offered. */
const MIN_SIMILARITY = 0.4;

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
  totalHits: number;
}

export interface SearchOutcome {
  /** The words searched for, with the alternatives used for words not in the vocabulary. */
  terms: { word: string; alternatives: string[] }[];
  results: Record<SearchKind, KindResults>;
}

export interface SearchOptions {
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
  return { LIVE: { hits: [], totalHits: 0 }, VOD: { hits: [], totalHits: 0 }, PLAYLIST: { hits: [], totalHits: 0 } };
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

/** Search `raw` (any text: see query-text.ts); a query without a word finds nothing. */
export async function searchCatalogue(db: Kysely<Database>, raw: string, options: SearchOptions): Promise<SearchOutcome> {
  const words = queryWords(raw);
  if (words.length === 0) return { terms: [], results: emptyResults() };
  const terms = queryTerms(words, await alternativesFor(db, words));
  const text = tsqueryText(terms);
  const results = emptyResults();
  const outcome = { terms: terms.map((t) => ({ word: t.word, alternatives: t.alternatives })), results };
  if (!text) return outcome;

  const from = (options.page - 1) * options.perPage;
  const to = from + options.perPage;
  const compiled = await compiledQuery(db, text);
  if (!compiled) return outcome;
  const query = sql`${compiled}::tsquery`;
  const excludedKind = options.exclude?.kind ?? 'LIVE';
  const excludedIds = options.exclude?.ids ?? [];
  // The tsquery is a constant of the statement (not a CTE column). The planner prices `@@`
  // like a cheap operator and, for a common word (prefix queries over-estimate further), picks a
  // sequential scan that matches every document of the catalogue (300 ms at 100 000 items)
  // over the GIN index (its bitmap reads only the matching pages): sequential scans are
  // switched off for this one statement (`set local`, in its own transaction).
  // Only what ranking needs (kind, id, title, rank) is kept per match; each kind's page comes
  // from a bounded top-N sort (a word found in a third of the catalogue would otherwise sort
  // every match with its texts), and only the page's rows are read again for highlights.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return sql<Row>`
    with matches as materialized (
      select d.kind, d.item_id, d.title, ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, ${query}) as rank
      from search_documents d
      where d.document @@ (${query})
        and not (d.kind = ${excludedKind} and d.item_id = any(${excludedIds}::text[]))
    ),
    totals as (
      select m.kind, count(*) as total from matches m group by m.kind
    ),
    page as (
      select k.kind, t.item_id, t.title, t.n
      from (values ('LIVE'), ('VOD'), ('PLAYLIST')) as k(kind)
      cross join lateral (
        select b.item_id, b.title, row_number() over (order by b.rank desc, b.title, b.item_id) as n
        from (select m.item_id, m.title, m.rank from matches m where m.kind = k.kind order by m.rank desc, m.title, m.item_id limit ${to}) b
      ) t
      where t.n > ${from}
    )
    select tt.kind, p.item_id, coalesce(p.n, 0) as n, tt.total, p.title,
           case when p.item_id is not null then ts_headline(search_config(d.language), translate(d.title, ${MARK_START + MARK_END}, ''), ${query}, ${TITLE_HEADLINE}) end as title_marked,
           case when p.item_id is not null then ts_headline(search_config(d.language), translate(d.description, ${MARK_START + MARK_END}, ''), ${query}, ${DESCRIPTION_HEADLINE}) end as description_marked
    from totals tt
    left join page p on p.kind = tt.kind
    left join search_documents d on d.kind = p.kind and d.item_id = p.item_id
    order by tt.kind, p.n`.execute(trx);
  });

  for (const row of rows) {
    const kind = results[row.kind];
    kind.totalHits = Number(row.total);
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
