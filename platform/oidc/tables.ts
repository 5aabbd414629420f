/** Kysely table types of migration 005 (added to `Database` by module augmentation). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OidcSigningKeysTable {
  kid: string;
  private_jwk: string;
  created_at: Timestamp;
}

export interface OidcOpAccountsTable {
  sub: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface OidcCodesTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  scope: string;
  sub: string;
  /** Seconds since the epoch (the ID token's auth_time). */
  auth_time: ColumnType<number, number, number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OidcLoginRequestsTable {
  state_hash: string;
  realm: string;
  client_name: string;
  flow: 'SIGNIN' | 'SIGNUP';
  redirect_uri: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ProviderSignInsTable {
  family_id: string;
  client_name: string;
  id_token: string;
  created_at: Timestamp;
}

export interface TvClientsTable {
  client_id: string;
  secret_hash: string;
  software_id: string;
  created_at: Timestamp;
}

export interface TvRegcodesTable {
  code: string;
  access_token_hash: string;
  client_id: string;
  requestor_id: string;
  realm: string;
  mvpd: string | null;
  subscriber_id: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

declare module '../db/types.js' {
  interface Database {
    oidc_signing_keys: OidcSigningKeysTable;
    oidc_op_accounts: OidcOpAccountsTable;
    oidc_codes: OidcCodesTable;
    oidc_login_requests: OidcLoginRequestsTable;
    provider_sign_ins: ProviderSignInsTable;
    tv_clients: TvClientsTable;
    tv_regcodes: TvRegcodesTable;
  }
}
