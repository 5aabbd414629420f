/**
 * Starting a signed-in session (a new refresh-token family and an access token), shared by
 * every way in: password, sign-up, magic link, identity providers.
 *
 *   const start = sessionStarter(ctx);
 *   return start(req, { id, role, locale });   // { authorisationToken, refreshToken, linkedAccounts, missingInformationStatus }
 *
 * Callers that must remember the session (audit trail, provider sign-outs) use
 * `startRecordedSession`, which also gives the refresh family id (the token's `sid`).
 * Routes answer with `sessionAnswerSchema`.
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

type SessionUser = { id: string; role: Role; locale: string | null };

/** A new session for `user`: the answer POST /login gives, and the refresh family id (`sid`). */
export async function startRecordedSession(ctx: PlatformContext, req: FastifyRequest, user: SessionUser) {
  const { db, auth } = ctx;
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
  const answer = {
    authorisationToken,
    refreshToken: refresh.token,
    linkedAccounts: linked.map((l) => ({ provider: l.provider })),
    missingInformationStatus: 'NOT_REQUIRED' as const,
  };
  return { familyId: refresh.familyId, answer };
}

export function sessionStarter(ctx: PlatformContext) {
  return async function startSession(req: FastifyRequest, user: SessionUser) {
    return (await startRecordedSession(ctx, req, user)).answer;
  };
}
