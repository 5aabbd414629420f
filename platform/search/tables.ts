/** Kysely table types of migration 011 (added to `Database` by module augmentation). */
import type { ColumnType, Generated } from 'kysely';

export interface SearchDocumentsTable {
  kind: 'LIVE' | 'VOD' | 'PLAYLIST';
  item_id: string;
  language: Generated<string>;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Written by the table's trigger from the columns above. */
  document: Generated<string>;
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
