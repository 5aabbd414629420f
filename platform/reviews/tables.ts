/** Table types of migration 021 (reviews), added to `Database` by augmentation. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ReviewsTable {
  user_id: string;
  content_id: string;
  rating: number;
  body: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    reviews: ReviewsTable;
  }
}
