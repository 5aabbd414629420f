/**
 * Starting a signed-in session (a new refresh-token family and an access token), shared by
 * every way in: password, sign-up, magic link, identity providers.
 *
 *   const start = sessionStarter(ctx);
 *   return start(req, { id, role, locale });   // { authorisationToken, refreshToken, linkedAccounts, missingInformationStatus }
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { negotiateLocale } from '../realms/locale.js';
import type { Role } from './tokens.js';

/** The viewer's locale for the token: stored language, else Accept-Language, else realm default. */
export function tokenLocale(req: FastifyRequest, stored: string | null) {
  const available = Object.keys(req.realm.labels);
  if (stored && available.includes(stored)) return stored;
  return negotiateLocale(req.headers['accept-language'], available, req.realm.defaultLocale);
}

export function sessionStarter(ctx: PlatformContext) {
  const { db, auth } = ctx;
  return async function startSession(req: FastifyRequest, user: { id: string; role: Role; locale: string | null }) {
    const realm = req.realm.id;
    const refresh = await auth.tokens.issueRefresh(user.id, realm);
    const authorisationToken = await auth.tokens.signAccess({
      sub: user.id,
      realm,
      rol: user.role,
      loc: tokenLocale(req, user.locale),
      isGuest: false,
      sid: refresh.familyId,
    });
    const linked = await db.selectFrom('linked_accounts').select('provider').where('user_id', '=', user.id).orderBy('provider').execute();
    return {
      authorisationToken,
      refreshToken: refresh.token,
      linkedAccounts: linked.map((l) => ({ provider: l.provider })),
      missingInformationStatus: 'NOT_REQUIRED' as const,
    };
  };
}
