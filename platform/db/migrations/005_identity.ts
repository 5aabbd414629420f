/**
 * Identity providers:
 * - the demo OpenID provider the platform runs (`platform/oidc/provider.ts`): its signing
 *   keys, its accounts created through the registration prompt, and one-time authorisation codes;
 * - the platform's relying-party side: pending authorisation requests (state, nonce, PKCE
 *   verifier) and which sign-in came through which provider (for the logout-uri call);
 * - the simulated pay-TV provider (`platform/tvprovider/`): dynamically registered clients
 *   and registration codes.
 * Secrets (codes, verifiers, client secrets, access tokens) are stored as SHA-256 hashes
 * wherever the platform only needs to recognise them again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_op_accounts')
    .addColumn('sub', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index oidc_op_accounts_email on oidc_op_accounts (lower(email))`.execute(db);

  await db.schema
    .createTable('oidc_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('auth_time', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('oidc_login_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull().check(sql`flow in ('SIGNIN', 'SIGNUP')`))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('provider_sign_ins')
    .addColumn('family_id', 'text', (c) => c.primaryKey())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('id_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tv_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('software_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tv_regcodes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('access_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull().references('tv_clients.client_id').onDelete('cascade'))
    .addColumn('requestor_id', 'text', (c) => c.notNull())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('mvpd', 'text')
    .addColumn('subscriber_id', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}
