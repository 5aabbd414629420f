/**
 * The demo OpenID provider's signing key: an ES256 key pair generated on first start and
 * kept in the database, so ID tokens stay verifiable across restarts and across several
 * platform processes sharing one database. The public half is served as the JWKS.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import './tables.js';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromRow(row: { kid: string; private_jwk: string }): Promise<SigningKey> {
  const jwk = JSON.parse(row.private_jwk) as JWK;
  const privateKey = (await importJWK(jwk, SIGNING_ALG)) as CryptoKey;
  const { d: _private, ...publicPart } = jwk;
  const publicKey = (await importJWK(publicPart, SIGNING_ALG)) as CryptoKey;
  return { kid: row.kid, privateKey, publicKey, publicJwk: { ...publicPart, kid: row.kid, alg: SIGNING_ALG, use: 'sig' } };
}

/** The current key: the newest stored one, or a new one (concurrent first starts agree on the first row). */
export async function loadSigningKey(db: Kysely<Database>): Promise<SigningKey> {
  const newest = () => db.selectFrom('oidc_signing_keys').select(['kid', 'private_jwk']).orderBy('created_at', 'desc').orderBy('kid').executeTakeFirst();
  const existing = await newest();
  if (existing) return fromRow(existing);
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  await db
    .insertInto('oidc_signing_keys')
    .values({ kid: randomUUID(), private_jwk: JSON.stringify(jwk) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await newest();
  if (!stored) throw new Error('The OpenID signing key could not be stored.');
  return fromRow(stored);
}
