/**
 * Starts a platform session (refresh family + access token) for a user, the same shape
 * POST /login answers. Used where the account slice signs someone in without a password:
 * switching to a profile, an impersonation exchange, a paired TV.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { negotiateLocale } from '../realms/locale.js';

export interface IssuedSession {
  authorisationToken: string;
  refreshToken: string;
  linkedAccounts: Array<{ provider: string }>;
  missingInformationStatus: 'NOT_REQUIRED';
  /** The refresh family: what the audit trail records as the session. */
  sessionId: string;
}

export async function issueSession(ctx: PlatformContext, req: FastifyRequest, userId: string): Promise<IssuedSession | null> {
  const user = await ctx.db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const realm = req.realm.id;
  const available = Object.keys(req.realm.labels);
  const loc =
    user.locale && available.includes(user.locale)
      ? user.locale
      : negotiateLocale(req.headers['accept-language'], available, req.realm.defaultLocale);
  const refresh = await ctx.auth.tokens.issueRefresh(user.id, realm);
  const authorisationToken = await ctx.auth.tokens.signAccess({ sub: user.id, realm, rol: user.role, loc, isGuest: false, sid: refresh.familyId });
  const linked = await ctx.db.selectFrom('linked_accounts').select('provider').where('user_id', '=', user.id).orderBy('provider').execute();
  return {
    authorisationToken,
    refreshToken: refresh.token,
    linkedAccounts: linked.map((l) => ({ provider: l.provider })),
    missingInformationStatus: 'NOT_REQUIRED',
    sessionId: refresh.familyId,
  };
}

/** JSON schema of the session answer (sessionId is internal and left out). */
export const sessionAnswerSchema = {
  type: 'object',
  required: ['authorisationToken', 'refreshToken', 'linkedAccounts', 'missingInformationStatus'],
  properties: {
    authorisationToken: { type: 'string' },
    refreshToken: { type: 'string' },
    linkedAccounts: { type: 'array', items: { type: 'object', required: ['provider'], properties: { provider: { type: 'string' } } } },
    missingInformationStatus: { type: 'string', enum: ['NOT_REQUIRED'] },
  },
} as const;

export const errorRefs = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, { $ref: 'Error#' }]));

/** A realm setting object (`profileConfiguration`, ...) or an empty object. */
export function realmObject(settings: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = settings[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
