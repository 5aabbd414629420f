/**
 * Starts a platform session for a user, the same answer POST /login gives (like
 * `startRecordedSession`), plus the refresh family id the audit trail records as the session.
 * Used where the account slice signs someone in without a password: switching to a
 * profile, an impersonation exchange, a paired TV.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { startRecordedSession } from '../auth/sessions.js';

export interface IssuedSession {
  authorisationToken: string;
  refreshToken: string;
  linkedAccounts: Array<{ provider: string }>;
  missingInformationStatus: 'NOT_REQUIRED';
  /** The refresh family (the token's `sid`): what the audit trail records as the session. */
  sessionId: string;
}

export async function issueSession(ctx: PlatformContext, req: FastifyRequest, userId: string): Promise<IssuedSession | null> {
  const user = await ctx.db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const { answer, familyId } = await startRecordedSession(ctx, req, user);
  return { ...answer, sessionId: familyId };
}

/** A realm setting object (`profileConfiguration`, ...) or an empty object. */
export function realmObject(settings: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = settings[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
