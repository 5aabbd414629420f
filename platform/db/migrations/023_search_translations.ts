/**
 * Search over every translation, one row per item and search language, and per-kind,
 * per-language title and document indexes for bounded ranking (ADR 0038).
 *
 * - `search_documents` holds one row per item and search language (`locale`: `en`, `es`,
 *   `pt`, `ar`, the configurations of migration 011) with the text a viewer in that language
 *   reads: the translation, field by field the original where it lacks one, as cards show it.
 *   A translated row also carries the original text (`source_*`, vectorised with the
 *   original's configuration), so a viewer finds an item by their language's text and by its
 *   original. A search in language L reads the L rows only: one row per item, nothing to merge.
 * - `title_document`: the titles alone (own and original): title matches are ranked first
 *   from this short vector (search.ts).
 * - The GIN indexes are partial, one per kind and search language (`where kind = … and
 *   locale = …`): a search scans the posting lists of its own kind and language only, never
 *   those of the other eleven (a common word's lists are long, and scanning them dominated).
 *   They are written without a pending list (`fastupdate = off`): a search would otherwise
 *   scan that unsorted list on every query until a vacuum merged it, and PGlite runs no
 *   autovacuum; catalogue writes are rare.
 */
import { sql, type Kysely } from 'kysely';

const SOURCES = [
  { table: 'vods', kind: 'VOD', keywords: `concat_ws(' ', new.genre, search_tags(new.tags))`, published: 'new.release_date' },
  { table: 'live_events', kind: 'LIVE', keywords: 'search_tags(new.tags)', published: 'null' },
  { table: 'playlists', kind: 'PLAYLIST', keywords: `''`, published: 'null' },
] as const;

/** The search languages (the configurations of migration 011) and kinds, with an index pair per combination. */
const SEARCH_LOCALES = ['en', 'es', 'pt', 'ar'] as const;
const KINDS = ['VOD', 'LIVE', 'PLAYLIST'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES) await sql.raw(`drop trigger if exists search_sync on ${s.table}`).execute(db);
  await sql`drop trigger if exists search_documents_vector on search_documents`.execute(db);
  await sql`delete from search_documents`.execute(db);
  await sql`drop index search_documents_document_idx`.execute(db);

  await sql`alter table search_documents drop constraint search_documents_pk`.execute(db);
  await sql`alter table search_documents
    add column locale text not null default 'en',
    add column source_language text,
    add column source_title text,
    add column source_description text,
    add column title_document tsvector not null default ''::tsvector`.execute(db);
  await sql`alter table search_documents add constraint search_documents_pk primary key (kind, item_id, locale)`.execute(db);
  for (const kind of KINDS) {
    for (const locale of SEARCH_LOCALES) {
      const where = `where kind = '${kind}' and locale = '${locale}'`;
      const name = `${kind.toLowerCase()}_${locale}`;
      await sql.raw(`create index search_documents_${name}_idx on search_documents using gin (document) with (fastupdate = off) ${where}`).execute(db);
      await sql.raw(`create index search_titles_${name}_idx on search_documents using gin (title_document) with (fastupdate = off) ${where}`).execute(db);
    }
  }

  // Vectors from the row: its own text in its language, and the original text (translated
  // rows) in the original's language.
  await sql
    .raw(
      `create or replace function search_documents_vector() returns trigger language plpgsql as $$
       declare
         own regconfig := search_config(new.language);
         source regconfig := search_config(coalesce(new.source_language, new.language));
       begin
         new.title_document := setweight(to_tsvector(own, coalesce(new.title, '')), 'A')
                            || setweight(to_tsvector(source, coalesce(new.source_title, '')), 'A');
         new.document := new.title_document
                      || setweight(to_tsvector(own, coalesce(new.keywords, '')), 'B')
                      || setweight(to_tsvector(own, coalesce(new.description, '')), 'C')
                      || setweight(to_tsvector(source, coalesce(new.source_description, '')), 'C');
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger search_documents_vector before insert or update of language, title, keywords, description, source_language, source_title, source_description
            on search_documents for each row execute function search_documents_vector()`.execute(db);

  // One item's rows from its catalogue row, one per search language: the translation into it
  // (a regional key such as "pt-BR" counts when the plain one is missing; an empty translation
  // counts as none), else the original. The original's language is the one an untranslated
  // row has (English unless set on the search rows).
  await sql
    .raw(
      `create function search_index_item(p_kind text, p_id text, p_title text, p_keywords text, p_description text, p_published timestamptz, p_translations jsonb)
       returns void language plpgsql as $$
       declare
         original text;
         chosen jsonb;
       begin
         select d.language into original from search_documents d
         where d.kind = p_kind and d.item_id = p_id and d.source_language is null order by d.locale limit 1;
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

         insert into search_documents as d (kind, item_id, locale, language, title, keywords, description, published_at, source_language, source_title, source_description)
         select p_kind, p_id, l.locale,
                case when t.text is null then original else l.locale end,
                coalesce(t.text ->> 'title', p_title), p_keywords, coalesce(t.text ->> 'description', p_description), p_published,
                case when t.text is null then null else original end,
                case when t.text is null then null else p_title end,
                case when t.text is null then null else p_description end
         from unnest(array['en', 'es', 'pt', 'ar']) as l(locale)
         left join lateral (select chosen -> l.locale as text) t on true
         on conflict (kind, item_id, locale) do update
           set language = excluded.language, title = excluded.title, keywords = excluded.keywords, description = excluded.description,
               published_at = excluded.published_at, source_language = excluded.source_language, source_title = excluded.source_title,
               source_description = excluded.source_description
           where (d.language, d.title, d.keywords, d.description, d.published_at, d.source_language, d.source_title, d.source_description)
                 is distinct from (excluded.language, excluded.title, excluded.keywords, excluded.description, excluded.published_at,
                                   excluded.source_language, excluded.source_title, excluded.source_description);
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

/** Back to one row per item (the English one) with 011's index; 011's sync triggers are not restored (its own down removes the rest). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const s of SOURCES) await sql.raw(`drop trigger if exists search_sync on ${s.table}`).execute(db);
  await sql`drop function if exists search_index_item(text, text, text, text, text, timestamptz, jsonb)`.execute(db);
  await sql`delete from search_documents where locale <> 'en'`.execute(db);
  for (const kind of KINDS) {
    for (const locale of SEARCH_LOCALES) {
      const name = `${kind.toLowerCase()}_${locale}`;
      await sql.raw(`drop index if exists search_documents_${name}_idx`).execute(db);
      await sql.raw(`drop index if exists search_titles_${name}_idx`).execute(db);
    }
  }
  await sql`alter table search_documents drop constraint search_documents_pk`.execute(db);
  await sql`alter table search_documents
    drop column locale, drop column source_language, drop column source_title, drop column source_description, drop column title_document`.execute(db);
  await sql`alter table search_documents add constraint search_documents_pk primary key (kind, item_id)`.execute(db);
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
}
