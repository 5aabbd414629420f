/** Table types of migration 017 (parental control), added to `Database` by augmentation. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ParentalControlsTable {
  user_id: string;
  pin_hash: string;
  /** JSON array of rating codes. */
  guarded_ratings: ColumnType<string[], string, string>;
  pin_attempts: ColumnType<number, number | undefined, number>;
  attempts_reset_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParentalUnlocksTable {
  user_id: string;
  content_id: string;
  expires_at: Timestamp;
}

export interface ParentalPinResetsTable {
  code_hash: string;
  user_id: string;
  realm: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

declare module '../db/types.js' {
  interface Database {
    parental_controls: ParentalControlsTable;
    parental_unlocks: ParentalUnlocksTable;
    parental_pin_resets: ParentalPinResetsTable;
  }
}
