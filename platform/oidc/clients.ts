/**
 * The demo OpenID provider's registered clients and accounts.
 *
 * One confidential client, `streaming-web`: the platform's own relying-party side uses it
 * for every realm whose `authProviders` name an OPENID provider with this client id. Its
 * secret is `config.demoOidcClientSecret` (DEMO_OIDC_CLIENT_SECRET, else a random local one:
 * see security/secrets.ts; never a value written in the source).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashPassword, type Argon2Cost } from '../auth/passwords.js';
import './tables.js';

export interface OpClient {
  clientId: string;
  secret: string;
  name: string;
}

export function demoClients(secret: string): OpClient[] {
  return [{ clientId: 'streaming-web', secret, name: 'Streaming web' }];
}

/** The demo identities (password `Password-123`): one matches a platform account by email, two are new to it. */
export const DEMO_OP_ACCOUNTS = [
  { email: 'ada@demo-id.example', name: 'Ada Demo' },
  { email: 'grace@demo-id.example', name: 'Grace Demo' },
  { email: 'viewer@example.com', name: 'Viewer (Demo ID)' },
] as const;
export const DEMO_OP_PASSWORD = 'Password-123';

/** Inserts the demo identities that are missing (hashing only those). */
export async function seedDemoAccounts(db: Kysely<Database>, cost: Argon2Cost) {
  const existing = await db.selectFrom('oidc_op_accounts').select('email').execute();
  const have = new Set(existing.map((row) => row.email.toLowerCase()));
  for (const account of DEMO_OP_ACCOUNTS) {
    if (have.has(account.email)) continue;
    await db
      .insertInto('oidc_op_accounts')
      .values({ sub: randomUUID(), email: account.email, name: account.name, password_hash: await hashPassword(DEMO_OP_PASSWORD, cost) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
