/**
 * What the demo OpenID provider's endpoints share besides their closures: its path and issuer,
 * the shape of a checked authorisation request, and the clean-up of expired codes.
 */
import type { z } from 'zod';
import type { demoOpenIdProvider as op } from '../../contract/identity-providers.js';
import type { PlatformContext } from '../context.js';
import type { OpClient } from './clients.js';

export const OP_PATH = '/oidc';

export function issuerOf(publicUrl: string) {
  return `${publicUrl}${OP_PATH}`;
}

export interface AuthorizeParams {
  client: OpClient;
  redirectUri: URL;
  state: string;
  nonce: string;
  scope: string;
  codeChallenge: string;
  prompt: string;
  loginHint: string;
}

export type Checked = { ok: true; params: AuthorizeParams } | { ok: false; page: string } | { ok: false; redirect: string };

/** The authorisation request's fields as the contract reads them (query or form). */
export type AuthorizeInput = Omit<NonNullable<z.output<typeof op.authorize.body>>, 'email' | 'password' | 'name'>;

/** Codes, authorisation requests and registration codes a day past their expiry are of no use (run at start). */
export async function pruneExpired(db: PlatformContext['db']) {
  const cutoff = new Date(Date.now() - 86_400_000);
  await db.deleteFrom('oidc_codes').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('oidc_login_requests').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('tv_regcodes').where('expires_at', '<', cutoff).execute();
}
