/** Table types of migration 006 (account slice), added to `Database` by augmentation. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserDetailsTable {
  user_id: string;
  phone_number: string | null;
  birth_date: string | null;
  address_country: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  address_region: string | null;
  updated_at: Timestamp;
}

export interface UserPreferencesTable {
  user_id: string;
  subtitle_language: string | null;
  audio_language: string | null;
  auto_advance: ColumnType<boolean, boolean | undefined, boolean>;
  background_autoplay: ColumnType<boolean, boolean | undefined, boolean>;
  background_autoplay_audio: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface ImpersonationTokensTable {
  id: string;
  token_hash: string;
  editor_id: string;
  target_user_id: string;
  realm: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type ImpersonationEvent = 'ISSUED' | 'REFUSED' | 'EXCHANGED' | 'REJECTED';

export interface ImpersonationAuditTable {
  id: string;
  event: ImpersonationEvent;
  actor_id: string | null;
  target_user_id: string | null;
  token_id: string | null;
  session_id: string | null;
  realm: string;
  ip: string | null;
  detail: ColumnType<string, string | undefined, string>;
  at: Timestamp;
}

export interface TvPairingsTable {
  id: string;
  user_code: string;
  device_code_hash: string;
  realm: string;
  device_name: ColumnType<string, string | undefined, string>;
  user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  approved_at: Timestamp | null;
  delivered_at: Timestamp | null;
}

declare module '../db/types.js' {
  interface Database {
    user_details: UserDetailsTable;
    user_preferences: UserPreferencesTable;
    impersonation_tokens: ImpersonationTokensTable;
    impersonation_audit: ImpersonationAuditTable;
    tv_pairings: TvPairingsTable;
  }
}
