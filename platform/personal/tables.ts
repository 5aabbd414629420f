/** Table types of migration 024 (personal state versions), added to `Database` by augmentation. */
import type { ColumnType } from 'kysely';

export interface PersonalStateVersionsTable {
  user_id: string;
  /** bigint: the driver hands it back as a string or a number. */
  version: ColumnType<string | number, never, never>;
}

declare module '../db/types.js' {
  interface Database {
    personal_state_versions: PersonalStateVersionsTable;
  }
}
