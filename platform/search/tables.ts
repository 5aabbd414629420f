/** Kysely table types of migrations 011 and 023 (added to `Database` by module augmentation). */
import type { ColumnType, Generated } from 'kysely';

export interface SearchDocumentsTable {
  kind: 'LIVE' | 'VOD' | 'PLAYLIST';
  item_id: string;
  /** The search language whose viewers read this row (migration 023: one row per item and search language). */
  locale: Generated<string>;
  /** The language of title, keywords and description (the translation's, else the original's). */
  language: Generated<string>;
  /** A translated row's original text. */
  source_language: string | null;
  source_title: string | null;
  source_description: string | null;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Written by the table's trigger from the columns above. */
  document: Generated<string>;
  title_document: Generated<string>;
}

export interface SearchWordsTable {
  word: string;
}

declare module '../db/types.js' {
  interface Database {
    search_documents: SearchDocumentsTable;
    search_words: SearchWordsTable;
  }
}
