/**
 * TV-provider sign-in, the platform's side:
 *
 *   POST   /v3/adobe/regcode { requestorId, clientId, clientSecret } (optional bearer) → { accessToken, code }
 *   POST   /v3/adobe/token { requestorId, clientId, clientSecret, accessToken }       → the session answer of POST /login
 *   POST   /user/adobe { requestorId, resourceId } (bearer)   → fresh tokens when the viewer's provider carries the resource
 *   GET    /user/adobe (bearer) **(chosen)**                  → { providers: [{ provider, mvpd, displayName }], unlinkAllowed }
 *   DELETE /user/adobe (bearer) **(chosen)**                  → 204: unlinks the viewer's TV providers
 *
 * Error codes the web's restart rules rely on: 400 INVALID_CLIENT (the registered client is
 * unknown: register again), 412 NOT_AUTHENTICATED / REGCODE_EXPIRED (the viewer has not
 * finished at the provider, or took too long: start a fresh provider flow).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import { badRequest, forbidden, HttpError, notFound } from '../errors.js';
import { sha256Hex } from '../oidc/http-helpers.js';
import { tvProviders } from '../oidc/realm-providers.js';
import { sessionStarter } from '../auth/sessions.js';
import { accountFor } from '../oidc/sign-in.js';
import { mvpdById } from './mvpds.js';

const REGCODE_SECONDS = 15 * 60;
const PROVIDER_PREFIX = 'tvp:';
/** Registration codes avoid look-alike characters (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const tvSignInRoutes: PlatformPlugin = async (app, ctx) => {
  const { db } = ctx;

  function requestorOf(req: FastifyRequest, requestorId: string) {
    const provider = tvProviders(req.realm).find((p) => p.requestorId === requestorId);
    if (!provider) throw notFound('UNKNOWN_REQUESTOR', `This service has no TV provider requestor "${requestorId}".`);
    return provider;
  }

  async function checkClient(clientId: string, clientSecret: string) {
    const client = await db.selectFrom('tv_clients').select(['client_id', 'secret_hash']).where('client_id', '=', clientId).executeTakeFirst();
    if (!client || client.secret_hash !== sha256Hex(clientSecret)) throw badRequest('INVALID_CLIENT', 'The registered client is unknown; register again.');
  }

  route(app, contract.identity.tvRegcode, async ({ body, req }, reply) => {
    await ctx.auth.optionalViewer(req); // a present but bad bearer is 401, as everywhere
    requestorOf(req, body.requestorId);
    await checkClient(body.clientId, body.clientSecret);
    const accessToken = randomBytes(32).toString('base64url');
    const code = Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    await db
      .insertInto('tv_regcodes')
      .values({
        code,
        access_token_hash: sha256Hex(accessToken),
        client_id: body.clientId,
        requestor_id: body.requestorId,
        realm: req.realm.id,
        expires_at: new Date(Date.now() + REGCODE_SECONDS * 1000),
      })
      .execute();
    reply.header('cache-control', 'no-store');
    return { accessToken, code };
  });

  route(app, contract.identity.tvToken, async ({ body, req }) => {
    requestorOf(req, body.requestorId);
    await checkClient(body.clientId, body.clientSecret);
    const regcode = await db
      .selectFrom('tv_regcodes')
      .selectAll()
      .where('access_token_hash', '=', sha256Hex(body.accessToken))
      .where('client_id', '=', body.clientId)
      .where('realm', '=', req.realm.id)
      .executeTakeFirst();
    if (!regcode || regcode.used_at || new Date(regcode.expires_at).getTime() < Date.now()) {
      throw new HttpError(412, 'REGCODE_EXPIRED', ['This TV-provider sign-in expired or was used already. Start again.']);
    }
    if (!regcode.mvpd || !regcode.subscriber_id) throw new HttpError(412, 'NOT_AUTHENTICATED', ['Sign in at your TV provider first.']);
    const claimed = await db
      .updateTable('tv_regcodes')
      .set({ used_at: sql`now()` })
      .where('code', '=', regcode.code)
      .where('used_at', 'is', null)
      .returning('code')
      .executeTakeFirst();
    if (!claimed) throw new HttpError(412, 'REGCODE_EXPIRED', ['This TV-provider sign-in was used already. Start again.']);
    const mvpd = mvpdById(regcode.mvpd);
    const subscriber = mvpd?.subscribers.find((s) => s.id === regcode.subscriber_id);
    const { user } = await accountFor(
      db,
      req,
      { provider: `${PROVIDER_PREFIX}${regcode.mvpd}`, externalId: regcode.subscriber_id, email: null, emailVerified: false, name: subscriber?.name ?? '' },
      { linkByEmail: false },
    );
    return sessionStarter(ctx)(req, user);
  });

  async function linkedProviders(userId: string) {
    const rows = await db
      .selectFrom('linked_accounts')
      .select('provider')
      .where('user_id', '=', userId)
      .where('provider', 'like', `${PROVIDER_PREFIX}%`)
      .execute();
    return rows.map((row) => {
      const id = row.provider.slice(PROVIDER_PREFIX.length);
      return { provider: row.provider, mvpd: id, displayName: mvpdById(id)?.displayName ?? id };
    });
  }

  route(app, contract.identity.tvAuthorise, async ({ body, req }) => {
    const viewer = await ctx.auth.requireUser(req);
    const { requestorId, resourceId } = body;
    requestorOf(req, requestorId);
    const providers = await linkedProviders(viewer.id);
    if (!providers.some((p) => mvpdById(p.mvpd)?.channels.includes(resourceId))) {
      throw forbidden('NOT_AUTHORISED', 'Your TV provider does not include this channel.');
    }
    const user = await db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', viewer.id).executeTakeFirstOrThrow();
    return sessionStarter(ctx)(req, user);
  });

  route(app, contract.identity.tvLinks, async ({ req }) => {
    const viewer = await ctx.auth.requireUser(req);
    const providers = await linkedProviders(viewer.id);
    const allowed = tvProviders(req.realm).some((p) => p.allowUnlink);
    return { providers, unlinkAllowed: allowed && providers.length > 0 };
  });

  route(app, contract.identity.tvUnlink, async ({ req }) => {
    const viewer = await ctx.auth.requireUser(req);
    if (!tvProviders(req.realm).some((p) => p.allowUnlink)) throw forbidden('UNLINK_NOT_ALLOWED', 'This service does not allow unlinking TV providers.');
    await db.deleteFrom('linked_accounts').where('user_id', '=', viewer.id).where('provider', 'like', `${PROVIDER_PREFIX}%`).execute();
  });
};
