/**
 * Search over every translation, one row per language a viewer searches in, and a title
 * index for bounded ranking (ADR 0038).
 *
 * - `search_documents` holds one row per item and *locale*: `''` for the item's own text (in
 *   its `language`), and one per translation into a search language (`en`, `es`, `pt`, `ar`:
 *   the configurations of migration 011) with the text a viewer in that language reads (the
 *   translation, field by field the original where it lacks one, as cards show it). A
 *   translation row also carries the original text (`source_*`, vectorised with the original's
 *   configuration), so a viewer finds an item by their language's text and by its original.
 * - `answers`: the search languages a row answers. A translation row answers its own; the
 *   original row answers every other one. A search in language L therefore meets exactly one
 *   row per item: no duplicates to merge, counts per item.
 * - Markers in the vectors: `#vod`/`#live`/`#playlist` (the kind) and `@en`… (the answered
 *   languages). The search ANDs them to the viewer's query, so the GIN index itself narrows
 *   the candidates to one kind in one language before any row is read. A viewer cannot
 *   produce them: query words are letters, digits and marks only, and no parser keeps `#` or `@`.
 * - `title_document`: the titles alone (own and original) with the same markers, GIN-indexed:
 *   title matches are ranked first from this short vector (search.ts).
 * - Both GIN indexes are written without a pending list (`fastupdate = off`).
 */
import { sql, type Kysely } from 'kysely';

const SOURCES = [
  { table: 'vods', kind: 'VOD', keywords: `concat_ws(' ', new.genre, search_tags(new.tags))`, published: 'new.release_date' },
  { table: 'live_events', kind: 'LIVE', keywords: 'search_tags(new.tags)', published: 'null' },
  { table: 'playlists', kind: 'PLAYLIST', keywords: `''`, published: 'null' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES) await sql.raw(`drop trigger if exists search_sync on ${s.table}`).execute(db);
  await sql`drop trigger if exists search_documents_vector on search_documents`.execute(db);
  await sql`delete from search_documents`.execute(db);

  await sql`alter table search_documents drop constraint search_documents_pk`.execute(db);
  await sql`alter table search_documents
    add column locale text not null default '',
    add column answers text[] not null default array['en', 'es', 'pt', 'ar'],
    add column source_language text,
    add column source_title text,
    add column source_description text,
    add column title_document tsvector not null default ''::tsvector`.execute(db);
  await sql`alter table search_documents add constraint search_documents_pk primary key (kind, item_id, locale)`.execute(db);
  // Without the pending list (fastupdate): a search would scan that unsorted list on every
  // query until a vacuum merges it (and PGlite runs no autovacuum); catalogue writes are rare.
  await sql`drop index search_documents_document_idx`.execute(db);
  await sql`create index search_documents_document_idx on search_documents using gin (document) with (fastupdate = off)`.execute(db);
  await sql`create index search_documents_title_idx on search_documents using gin (title_document) with (fastupdate = off)`.execute(db);

  // Vectors from the row: its own text in its language, the original text (translation rows)
  // in the original's language, and the kind and language markers.
  await sql
    .raw(
      `create or replace function search_documents_vector() returns trigger language plpgsql as $$
       declare
         own regconfig := search_config(new.language);
         source regconfig := search_config(coalesce(new.source_language, new.language));
         markers tsvector := array_to_tsvector(array['#' || lower(new.kind)] || array(select '@' || a from unnest(new.answers) as a));
         titles tsvector := setweight(to_tsvector(own, coalesce(new.title, '')), 'A')
                         || setweight(to_tsvector(source, coalesce(new.source_title, '')), 'A');
       begin
         new.title_document := titles || markers;
         new.document := titles
                      || setweight(to_tsvector(own, coalesce(new.keywords, '')), 'B')
                      || setweight(to_tsvector(own, coalesce(new.description, '')), 'C')
                      || setweight(to_tsvector(source, coalesce(new.source_description, '')), 'C')
                      || markers;
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger search_documents_vector before insert or update of kind, language, title, keywords, description, answers, source_language, source_title, source_description
            on search_documents for each row execute function search_documents_vector()`.execute(db);

  // One item's rows from its catalogue row: the original, and one per translation into a
  // search language other than the original's (a regional key such as "pt-BR" counts for its
  // language when the plain one is missing; an empty translation counts as none).
  await sql
    .raw(
      `create function search_index_item(p_kind text, p_id text, p_title text, p_keywords text, p_description text, p_published timestamptz, p_translations jsonb)
       returns void language plpgsql as $$
       declare
         original text;
         chosen jsonb;
         translated text[];
       begin
         select d.language into original from search_documents d where d.kind = p_kind and d.item_id = p_id and d.locale = '';
         original := coalesce(original, 'en');
         select coalesce(jsonb_object_agg(c.language, c.text), '{}'::jsonb) into chosen
         from (
           select distinct on (split_part(t.key, '-', 1)) split_part(t.key, '-', 1) as language,
                  jsonb_build_object('title', nullif(t.value ->> 'title', ''), 'description', nullif(t.value ->> 'description', '')) as text
           from jsonb_each(case when jsonb_typeof(p_translations) = 'object' then p_translations else '{}'::jsonb end) as t
           where jsonb_typeof(t.value) = 'object'
             and split_part(t.key, '-', 1) in ('en', 'es', 'pt', 'ar') and split_part(t.key, '-', 1) <> original
             and (nullif(t.value ->> 'title', '') is not null or nullif(t.value ->> 'description', '') is not null)
           order by split_part(t.key, '-', 1), t.key <> split_part(t.key, '-', 1)
         ) c;
         translated := array(select jsonb_object_keys(chosen));

         delete from search_documents d where d.kind = p_kind and d.item_id = p_id and d.locale <> '' and d.locale <> all(translated);
         insert into search_documents as d (kind, item_id, locale, title, keywords, description, published_at, answers)
         values (p_kind, p_id, '', p_title, p_keywords, p_description, p_published, array(select l from unnest(array['en', 'es', 'pt', 'ar']) as l where l <> all(translated)))
         on conflict (kind, item_id, locale) do update
           set title = excluded.title, keywords = excluded.keywords, description = excluded.description, published_at = excluded.published_at, answers = excluded.answers
           where (d.title, d.keywords, d.description, d.published_at, d.answers)
                 is distinct from (excluded.title, excluded.keywords, excluded.description, excluded.published_at, excluded.answers);
         insert into search_documents as d (kind, item_id, locale, language, title, keywords, description, published_at, answers, source_language, source_title, source_description)
         select p_kind, p_id, t.key, t.key, coalesce(t.value ->> 'title', p_title), p_keywords, coalesce(t.value ->> 'description', p_description), p_published, array[t.key], original, p_title, p_description
         from jsonb_each(chosen) as t
         on conflict (kind, item_id, locale) do update
           set title = excluded.title, keywords = excluded.keywords, description = excluded.description, published_at = excluded.published_at,
               source_language = excluded.source_language, source_title = excluded.source_title, source_description = excluded.source_description
           where (d.title, d.keywords, d.description, d.published_at, d.source_language, d.source_title, d.source_description)
                 is distinct from (excluded.title, excluded.keywords, excluded.description, excluded.published_at, excluded.source_language, excluded.source_title, excluded.source_description);
       end $$`,
    )
    .execute(db);

  for (const s of SOURCES) {
    await sql
      .raw(
        `create or replace function search_sync_${s.table}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             delete from search_documents where kind = '${s.kind}' and item_id = old.id;
             return old;
           end if;
           perform search_index_item('${s.kind}', new.id, new.title, ${s.keywords}, new.description, ${s.published}, new.translations);
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger search_sync after insert or update or delete on ${s.table} for each row execute function search_sync_${s.table}()`)
      .execute(db);
    await sql.raw(`update ${s.table} set title = title`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES) await sql.raw(`drop trigger if exists search_sync on ${s.table}`).execute(db);
  await sql`drop function if exists search_index_item(text, text, text, text, text, timestamptz, jsonb)`.execute(db);
  await sql`drop index if exists search_documents_title_idx`.execute(db);
  await sql`delete from search_documents where locale <> ''`.execute(db);
  await sql`alter table search_documents drop constraint search_documents_pk`.execute(db);
  await sql`alter table search_documents
    drop column locale, drop column answers, drop column source_language, drop column source_title, drop column source_description, drop column title_document`.execute(db);
  await sql`alter table search_documents add constraint search_documents_pk primary key (kind, item_id)`.execute(db);
}
