/**
 * The database's table types for Kysely. Other modules add their tables by module
 * augmentation in their own files, e.g. in platform/catalogue/tables.ts:
 *
 *   declare module '../db/types.js' {
 *     interface Database { vods: VodTable }
 *   }
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  role: 'viewer' | 'editor' | 'child';
  locale: string | null;
  /** A child profile belongs to a parent account. */
  parent_user_id: string | null;
  created_at: Timestamp;
}

export interface ConsentAnswersTable {
  user_id: string;
  field_name: string;
  answer: string;
  answered_at: Timestamp;
}

export interface LinkedAccountsTable {
  user_id: string;
  provider: string;
  external_id: string;
  linked_at: Timestamp;
}

/** Refresh tokens are stored as SHA-256 hashes; a family is one sign-in and all its rotations. */
export interface RefreshTokensTable {
  id: string;
  token_hash: string;
  family_id: string;
  user_id: string;
  realm: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface SeedMarkersTable {
  name: string;
  version: string;
  applied_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  consent_answers: ConsentAnswersTable;
  linked_accounts: LinkedAccountsTable;
  refresh_tokens: RefreshTokensTable;
  seed_markers: SeedMarkersTable;
}

export type { Generated };
