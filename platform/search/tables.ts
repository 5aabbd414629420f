/** Kysely table types of migrations 011 and 023 (added to `Database` by module augmentation). */
import type { ColumnType, Generated } from 'kysely';

export interface SearchDocumentsTable {
  kind: 'LIVE' | 'VOD' | 'PLAYLIST';
  item_id: string;
  /** '' for the item's own text, else the search language of a translation. */
  locale: Generated<string>;
  language: Generated<string>;
  /** The search languages this row answers (migration 023). */
  answers: Generated<string[]>;
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
