/**
 * Catalogue search: PostgreSQL full-text search with accent folding (unaccent) and typo
 * tolerance (pg_trgm), identical on PGlite and PostgreSQL.
 *
 * - `search_documents`: one row per searchable item (live event, video, playlist), kept in
 *   step with the catalogue tables by triggers, so every writer (seed, editors, tests) is
 *   covered. `document` is the weighted tsvector (title A, keywords — genre and tags — B,
 *   description C) built with the text
 *   configuration of the item's language: `search_en`, `search_es`, `search_pt` (stemming)
 *   and `search_ar` (no stemmer: `simple`), each folding accents first.
 * - `search_words`: the folded vocabulary of every document, trigram-indexed: a query word
 *   absent from it is replaced by its nearest words (the PostgreSQL manual's recipe for
 *   spelling suggestions), so "lanteren" finds "lantern".
 *
 * Extensions are database-wide and live in one schema: they are created in `public` when
 * missing, and wherever they already are, the functions below name that schema (the test
 * suite runs each server in its own schema of one database).
 */
import { sql, type Kysely } from 'kysely';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The schema holding an extension, quoted for SQL (refuses anything but a plain identifier). */
async function extensionSchema(db: Kysely<any>, name: string): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema || !IDENTIFIER.test(schema)) throw new Error(`Extension ${name} is not installed in a usable schema (${schema ?? 'none'}).`);
  return `"${schema}"`;
}

/** Text configuration per language; Arabic (and anything unknown) has no stemmer. */
const CONFIGURATIONS = [
  { name: 'search_en', copy: 'english', stem: 'english_stem' },
  { name: 'search_es', copy: 'spanish', stem: 'spanish_stem' },
  { name: 'search_pt', copy: 'portuguese', stem: 'portuguese_stem' },
  { name: 'search_ar', copy: 'simple', stem: 'simple' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // Two migrations in different schemas of one database (parallel test servers) must not
  // race to create the same extension: the lock lasts until this migration's transaction ends.
  await sql`select pg_advisory_xact_lock(20110011)`.execute(db);
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const unaccent = await extensionSchema(db, 'unaccent');

  // Immutable wrapper (unaccent() itself is only stable: its dictionary could change), so it
  // may appear in index expressions; the dictionary is named explicitly for the same reason.
  await sql
    .raw(
      `create function search_fold(value text) returns text language sql immutable parallel safe strict
       as $$ select lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, value)) $$`,
    )
    .execute(db);

  for (const c of CONFIGURATIONS) {
    await sql.raw(`create text search configuration ${c.name} (copy = pg_catalog.${c.copy})`).execute(db);
    await sql
      .raw(`alter text search configuration ${c.name} alter mapping for hword, hword_part, word, asciihword, asciiword with ${unaccent}.unaccent, ${c.stem}`)
      .execute(db);
  }
  await sql
    .raw(
      `create function search_config(language text) returns regconfig language sql immutable parallel safe
       as $$ select (case language when 'es' then 'search_es' when 'pt' then 'search_pt' when 'ar' then 'search_ar' else 'search_en' end)::regconfig $$`,
    )
    .execute(db);

  await db.schema
    .createTable('search_documents')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('LIVE', 'VOD', 'PLAYLIST')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'timestamptz')
    .addColumn('document', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`))
    .addPrimaryKeyConstraint('search_documents_pk', ['kind', 'item_id'])
    .execute();
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);

  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  const trgm = await extensionSchema(db, 'pg_trgm');
  // GiST, not GIN: it answers "the nearest words" (`<->` ordering) without rechecking every word sharing a trigram.
  await sql.raw(`create index search_words_trgm_idx on search_words using gist (word ${trgm}.gist_trgm_ops)`).execute(db);

  // The document vector, from the row's own language.
  await sql
    .raw(
      `create function search_documents_vector() returns trigger language plpgsql as $$
       begin
         new.document := setweight(to_tsvector(search_config(new.language), coalesce(new.title, '')), 'A')
                      || setweight(to_tsvector(search_config(new.language), coalesce(new.keywords, '')), 'B')
                      || setweight(to_tsvector(search_config(new.language), coalesce(new.description, '')), 'C');
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger search_documents_vector before insert or update of language, title, keywords, description on search_documents
            for each row execute function search_documents_vector()`.execute(db);

  // The vocabulary: folded words of 3 to 40 characters, added once per statement (bulk loads
  // insert them in one go). Words of deleted documents stay: a suggestion then finds nothing.
  await sql
    .raw(
      `create function search_words_collect() returns trigger language plpgsql as $$
       begin
         insert into search_words (word)
         select distinct w from changed, unnest(tsvector_to_array(to_tsvector('simple', search_fold(concat_ws(' ', changed.title, changed.keywords, changed.description))))) as w
         where length(w) between 3 and 40
         on conflict do nothing;
         return null;
       end $$`,
    )
    .execute(db);
  for (const event of ['insert', 'update']) {
    await sql
      .raw(
        `create trigger search_words_on_${event} after ${event} on search_documents referencing new table as changed
         for each statement execute function search_words_collect()`,
      )
      .execute(db);
  }

  // Catalogue tables → documents. Tags (jsonb arrays) and the genre are the keywords.
  await sql
    .raw(
      `create function search_tags(tags jsonb) returns text language sql immutable parallel safe
       as $$ select coalesce(string_agg(t, ' '), '') from jsonb_array_elements_text(coalesce(tags, '[]'::jsonb)) as t $$`,
    )
    .execute(db);
  const sources = [
    {
      table: 'vods',
      kind: 'VOD',
      keywords: `concat_ws(' ', new.genre, search_tags(new.tags))`,
      published: 'new.release_date',
    },
    { table: 'live_events', kind: 'LIVE', keywords: 'search_tags(new.tags)', published: 'null' },
    { table: 'playlists', kind: 'PLAYLIST', keywords: `''`, published: 'null' },
  ];
  for (const s of sources) {
    await sql
      .raw(
        `create function search_sync_${s.table}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             delete from search_documents where kind = '${s.kind}' and item_id = old.id;
             return old;
           end if;
           insert into search_documents (kind, item_id, title, keywords, description, published_at)
           values ('${s.kind}', new.id, new.title, ${s.keywords}, new.description, ${s.published})
           on conflict (kind, item_id) do update
             set title = excluded.title, keywords = excluded.keywords, description = excluded.description, published_at = excluded.published_at
             where (search_documents.title, search_documents.keywords, search_documents.description, search_documents.published_at)
                   is distinct from (excluded.title, excluded.keywords, excluded.description, excluded.published_at);
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger search_sync after insert or update or delete on ${s.table} for each row execute function search_sync_${s.table}()`)
      .execute(db);
    // Rows seeded before this migration.
    await sql.raw(`update ${s.table} set title = title`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['vods', 'live_events', 'playlists']) {
    await sql.raw(`drop trigger if exists search_sync on ${table}`).execute(db);
    await sql.raw(`drop function if exists search_sync_${table}()`).execute(db);
  }
  await db.schema.dropTable('search_words').ifExists().execute();
  await db.schema.dropTable('search_documents').ifExists().execute();
  for (const fn of ['search_documents_vector()', 'search_words_collect()', 'search_tags(jsonb)', 'search_config(text)', 'search_fold(text)']) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  for (const c of CONFIGURATIONS) await sql.raw(`drop text search configuration if exists ${c.name}`).execute(db);
}
