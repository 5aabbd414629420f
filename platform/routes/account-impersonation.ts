/**
 * Impersonation (the web's `/impersonate/{token}`; who may use it is
 * **(chosen)**): an editor issues a token for a viewer; whoever opens the link exchanges
 * it once for a session as that viewer. Tokens live 5 minutes, are stored hashed and are
 * single-use. Every issue, refusal, exchange and rejected exchange is written to
 * `impersonation_audit` (no foreign keys: the trail outlives deleted accounts).
 *   POST /impersonation/token     { userId | email }  editor bearer → 201 { token, userId, expiresAt }
 *   POST /impersonation/exchange  { token }           no auth       → session tokens
 *   GET  /impersonation/audit     ?limit              editor bearer → { events[] }
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest, forbidden, HttpError, notFound, unauthorised } from '../errors.js';
import { hashToken } from '../auth/tokens.js';
import { issueSession } from '../account/sessions.js';
import type { ImpersonationEvent } from '../account/tables.js';

export const IMPERSONATION_TOKEN_SECONDS = 5 * 60;

export const impersonationRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth } = ctx;

  async function audit(
    req: FastifyRequest,
    event: ImpersonationEvent,
    fields: { actorId?: string | null; targetUserId?: string | null; tokenId?: string | null; sessionId?: string | null; detail?: string },
  ) {
    await db
      .insertInto('impersonation_audit')
      .values({
        id: randomUUID(),
        event,
        actor_id: fields.actorId ?? null,
        target_user_id: fields.targetUserId ?? null,
        token_id: fields.tokenId ?? null,
        session_id: fields.sessionId ?? null,
        realm: req.realm.id,
        ip: req.ip ?? null,
        detail: fields.detail ?? '',
      })
      .execute();
  }

  route(app, contract.account.issueImpersonation, async ({ req, body }) => {
    const caller = await auth.requireUser(req);
    if (caller.role !== 'editor') {
      await audit(req, 'REFUSED', { actorId: caller.id, targetUserId: body.userId ?? null, detail: `role ${caller.role} may not impersonate` });
      throw forbidden('FORBIDDEN', 'Only editors may impersonate viewers.');
    }
    const target = await db
      .selectFrom('users')
      .select(['id', 'role'])
      .where((eb) => (body.userId ? eb('id', '=', body.userId) : eb(eb.fn('lower', ['email']), '=', (body.email ?? '').trim().toLowerCase())))
      .executeTakeFirst();
    if (!target) throw notFound('UNKNOWN_USER', 'No such account.');
    if (target.role === 'editor') {
      await audit(req, 'REFUSED', { actorId: caller.id, targetUserId: target.id, detail: 'target is an editor' });
      throw forbidden('CANNOT_IMPERSONATE_EDITOR', 'Editors cannot be impersonated.');
    }
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + IMPERSONATION_TOKEN_SECONDS * 1000);
    await db
      .insertInto('impersonation_tokens')
      .values({ id, token_hash: hashToken(token), editor_id: caller.id, target_user_id: target.id, realm: req.realm.id, expires_at: expiresAt })
      .execute();
    await audit(req, 'ISSUED', { actorId: caller.id, targetUserId: target.id, tokenId: id });
    return { token, userId: target.id, expiresAt: expiresAt.toISOString() };
  });

  route(app, contract.account.exchangeImpersonation, async ({ req, body }) => {
    const { token } = body;
    const tokenHash = hashToken(token);
    // One conditional UPDATE: two concurrent exchanges of one token cannot both win.
    const claimed = await db
      .updateTable('impersonation_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('realm', '=', req.realm.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'editor_id', 'target_user_id'])
      .executeTakeFirst();
    if (!claimed) {
      const known = await db
        .selectFrom('impersonation_tokens')
        .select(['id', 'editor_id', 'target_user_id', 'used_at', 'realm'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      const why = !known ? 'unknown token' : known.realm !== req.realm.id ? 'other realm' : known.used_at ? 'already used' : 'expired';
      await audit(req, 'REJECTED', { actorId: known?.editor_id, targetUserId: known?.target_user_id, tokenId: known?.id, detail: why });
      throw unauthorised('INVALID_IMPERSONATION_TOKEN', 'This impersonation link is not valid any more. Ask for a new one.');
    }
    const session = await issueSession(ctx, req, claimed.target_user_id);
    if (!session) throw new HttpError(401, 'INVALID_IMPERSONATION_TOKEN', ['The account no longer exists.']);
    await audit(req, 'EXCHANGED', { actorId: claimed.editor_id, targetUserId: claimed.target_user_id, tokenId: claimed.id, sessionId: session.sessionId });
    const { sessionId: _sid, ...answer } = session;
    return answer;
  });

  route(app, contract.account.impersonationAudit, async ({ req, query }) => {
    await auth.requireRole(req, 'editor');
    const { limit } = query;
    if (!Number.isInteger(limit)) throw badRequest('VALIDATION_ERROR', 'querystring/limit: must be an integer');
    const rows = await db.selectFrom('impersonation_audit').selectAll().orderBy('at', 'desc').orderBy('id').limit(limit).execute();
    return {
      events: rows.map((r) => ({
        event: r.event,
        actorId: r.actor_id,
        targetUserId: r.target_user_id,
        tokenId: r.token_id,
        sessionId: r.session_id,
        realm: r.realm,
        detail: r.detail,
        at: new Date(r.at).toISOString(),
      })),
    };
  });
};
