/** Table types of the watchlists (migration 016). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WatchlistsTable {
  id: string;
  owner_id: string;
  name: string;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WatchlistItemsTable {
  watchlist_id: string;
  content_type: string;
  content_id: string;
  position: number;
  added_at: Timestamp;
}

export interface WatchlistSavesTable {
  user_id: string;
  watchlist_id: string;
  saved_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    watchlists: WatchlistsTable;
    watchlist_items: WatchlistItemsTable;
    watchlist_saves: WatchlistSavesTable;
  }
}
