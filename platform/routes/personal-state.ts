/**
 * GET /user/state-version: the signed-in viewer's personal state version (migration 024). The
 * web remembers a signed-in page it rendered together with this version and reuses it only while
 * the version is unchanged, so this call runs for every such page view and is kept to one query:
 * the token is checked as `requireUser` does (signature, expiry, realm, not a guest), and the
 * session check of `verifyAccess` (a live refresh token of the token's session and account) reads
 * the version in the same statement. An ended session answers 401 and is never handed a
 * remembered page.
 */
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import { bearerOf } from '../auth/helpers.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { unauthorised } from '../errors.js';
import '../personal/tables.js';

export const personalStateRoutes: PlatformPlugin = async (app, ctx) => {
  route(app, contract.account.stateVersion, async ({ req }) => {
    const token = bearerOf(req);
    if (!token) throw unauthorised('UNAUTHORISED', 'Sign in to continue.');
    const claims = await ctx.auth.tokens.decodeAccess(token);
    if (claims.isGuest || !claims.sid) throw unauthorised('UNAUTHORISED', 'Guests must sign in to continue.');
    if (req.realm?.id && claims.realm !== req.realm.id) throw unauthorised('INVALID_TOKEN', 'The authorisation token belongs to another realm.');
    const row = await ctx.db
      .selectFrom('refresh_tokens as session')
      .leftJoin('personal_state_versions as state', 'state.user_id', 'session.user_id')
      .select('state.version')
      .where('session.family_id', '=', claims.sid)
      .where('session.user_id', '=', claims.sub)
      .where('session.revoked_at', 'is', null)
      .where('session.expires_at', '>', sql<Date>`now()`)
      .limit(1)
      .executeTakeFirst();
    if (!row) throw unauthorised('INVALID_TOKEN', 'This session has ended. Please sign in again.');
    return { version: String(row.version ?? 0) };
  });
};
