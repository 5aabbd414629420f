/** Kysely types of the watch-together tables (migration 018_watch_together). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WatchRoomsTable {
  id: string;
  realm: string;
  event_id: string;
  owner_id: string;
  playing: ColumnType<boolean, boolean | undefined, boolean>;
  position_ms: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at_ms: number;
  version: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface WatchRoomPresenceTable {
  connection_id: string;
  room_id: string;
  user_id: string;
  last_seen_at: Timestamp;
}

export interface WatchRoomMessagesTable {
  id: Generated<number>;
  room_id: string;
  user_id: string;
  text: string;
  created_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    watch_rooms: WatchRoomsTable;
    watch_room_presence: WatchRoomPresenceTable;
    watch_room_messages: WatchRoomMessagesTable;
  }
}
