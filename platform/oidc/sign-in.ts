/**
 * Signing a viewer in from an outside identity (an OpenID provider, a pay-TV provider):
 * find the account linked to that identity, else link the account with the same verified
 * email, else create one. The caller then starts the session (`startRecordedSession` /
 * `sessionStarter` in platform/auth/sessions.ts).
 *
 * Accounts created here get an unusable password hash: they sign in through their provider
 * (or set a password with the reset flow).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict, forbidden } from '../errors.js';
import { negotiateLocale } from '../realms/locale.js';
import type { Role } from '../auth/tokens.js';

export const UNUSABLE_PASSWORD = '!external-identity';

export interface OutsideIdentity {
  /** linked_accounts.provider, e.g. `demo-id` or `tvp:northwind-tv`. */
  provider: string;
  externalId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

function signupAllowed(req: FastifyRequest) {
  const features = req.realm.settings.features;
  return !(features && typeof features === 'object' && !Array.isArray(features) && features.selfRegistration === false);
}

/** The account for `identity` (linked, linked now, or created); 409 ACCOUNT_CONFLICT when an unverified email matches. */
export async function accountFor(db: Kysely<Database>, req: FastifyRequest, identity: OutsideIdentity, options: { linkByEmail: boolean }) {
  const linked = await db
    .selectFrom('linked_accounts')
    .innerJoin('users', 'users.id', 'linked_accounts.user_id')
    .select(['users.id', 'users.role', 'users.locale'])
    .where('linked_accounts.provider', '=', identity.provider)
    .where('linked_accounts.external_id', '=', identity.externalId)
    .executeTakeFirst();
  if (linked) return { user: linked, created: false };

  const email = identity.email?.trim().toLowerCase() || null;
  if (email) {
    const sameEmail = await db
      .selectFrom('users')
      .select(['id', 'role', 'locale'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    if (sameEmail) {
      if (!options.linkByEmail || !identity.emailVerified) {
        throw conflict('ACCOUNT_CONFLICT', 'An account with this email exists already. Sign in with it first, then link this provider.');
      }
      await db
        .insertInto('linked_accounts')
        .values({ user_id: sameEmail.id, provider: identity.provider, external_id: identity.externalId })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ external_id: identity.externalId, linked_at: new Date() }))
        .execute();
      return { user: sameEmail, created: false };
    }
  }
  if (!signupAllowed(req)) throw forbidden('SIGNUP_DISABLED', 'This service does not allow self-registration.');
  const locale = negotiateLocale(req.headers['accept-language'], Object.keys(req.realm.labels), req.realm.defaultLocale);
  const id = randomUUID();
  // Identities without an email (pay-TV subscribers) get a reserved address of their own.
  const accountEmail = email ?? `${identity.provider.replace(/[^a-z0-9-]/g, '-')}.${identity.externalId.replace(/[^A-Za-z0-9-]/g, '-')}@identities.invalid`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ id, email: accountEmail, password_hash: UNUSABLE_PASSWORD, name: identity.name.slice(0, 100), role: 'viewer', locale, parent_user_id: null })
      .execute();
    await trx.insertInto('linked_accounts').values({ user_id: id, provider: identity.provider, external_id: identity.externalId }).execute();
  });
  return { user: { id, role: 'viewer' as Role, locale }, created: true };
}
