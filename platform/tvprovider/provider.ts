/**
 * The simulated pay-TV provider host (an Adobe-Pass-like authentication service) the platform
 * runs under `/tvp`, so TV-provider sign-in works end to end:
 *
 *   POST /tvp/o/client/register { software_statement }     → { client_id, client_secret } (dynamic client registration)
 *   GET  /tvp/api/v1/config/{requestorId}                    → { requestor: { id, name, mvpds[] }, channels[] }
 *   GET  /tvp/authenticate?reg_code&requestor_id&mso_id&redirect_url   the provider's sign-in page
 *   POST /tvp/authenticate                                   marks the registration code authenticated, back to redirect_url
 *
 * Realm-free, like a real outside service. The registration codes themselves are issued by the
 * platform's /v3/adobe/regcode (tvprovider/sign-in.ts); both share the database, which is the
 * simulation's shortcut for the provider-to-platform channel.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { tvProviderHost as host } from '../../contract/identity-providers.js';
import { route } from '../contract-route.js';
import type { PlatformContext, PlatformPlugin } from '../context.js';
import { acceptFormBodies, escapeHtml, htmlPage, sameSecret, sha256Hex } from '../oidc/http-helpers.js';
import { acceptableReturnUri } from '../oidc/return-uris.js';
import { tvProviders } from '../oidc/realm-providers.js';
import { MVPD_PASSWORD, MVPDS, mvpdById, type Mvpd } from './mvpds.js';

export const TVP_PATH = '/tvp';

export const tvProviderRoutes: PlatformPlugin = async (app, ctx) => {
  acceptFormBodies(app);
  // The contract's paths are the host's own; the simulated host lives under /tvp.
  await app.register(async (scope) => hostRoutes(scope, ctx), { prefix: TVP_PATH });
};

interface PageInput {
  mvpd: Mvpd;
  regCode: string;
  requestorId: string;
  redirectUrl: URL;
}

type PageFields = { reg_code: string; requestor_id: string; mso_id: string; redirect_url: string };

async function hostRoutes(app: FastifyInstance, { db, config, realms }: PlatformContext) {
  function requestorExists(requestorId: string) {
    return realms.list().some((realm) => tvProviders(realm).some((p) => p.requestorId === requestorId));
  }

  route(app, host.registerClient, async ({ body }, reply) => {
    const statement = body.software_statement;
    const software = realms
      .list()
      .flatMap((realm) => tvProviders(realm))
      .find((p) => sameSecret(p.softwareStatement, statement));
    if (!software) {
      return reply.status(400).send({
        error: 'invalid_software_statement',
        error_description: 'The software statement is not recognised.',
        code: 'INVALID_SOFTWARE_STATEMENT',
        messages: ['The software statement is not recognised.'],
      });
    }
    const clientId = randomUUID();
    const clientSecret = randomBytes(24).toString('base64url');
    await db
      .insertInto('tv_clients')
      .values({ client_id: clientId, secret_hash: sha256Hex(clientSecret), software_id: software.requestorId })
      .execute();
    reply.header('cache-control', 'no-store');
    return { client_id: clientId, client_secret: clientSecret, client_id_issued_at: Math.floor(Date.now() / 1000) };
  });

  route(app, host.config, async ({ params, req }, reply) => {
    const { requestorId } = params;
    if (!requestorExists(requestorId))
      return reply.status(404).send({ code: 'UNKNOWN_REQUESTOR', messages: [`Unknown requestor "${requestorId}".`], requestId: String(req.id) });
    reply.header('cache-control', 'public, max-age=60');
    return {
      requestor: {
        id: requestorId,
        name: requestorId,
        mvpds: MVPDS.map((m) => ({
          id: m.id,
          displayName: m.displayName,
          logoUrl: `${config.publicUrl}/images/logo-${m.id}.png`,
          authenticationUrl: `${config.publicUrl}${TVP_PATH}/authenticate`,
        })),
      },
      channels: [...new Set(MVPDS.flatMap((m) => m.channels))],
    };
  });

  function readPage(fields: PageFields): PageInput | string {
    const mvpd = mvpdById(fields.mso_id);
    if (!mvpd) return 'Unknown TV provider.';
    const redirectUrl = acceptableReturnUri(fields.redirect_url, realms);
    if (!redirectUrl) return "The return address is not one of this service's sites.";
    const regCode = fields.reg_code.toUpperCase();
    if (!/^[A-Z0-9]{6,12}$/.test(regCode)) return 'The registration code is missing or malformed.';
    return { mvpd, regCode, requestorId: fields.requestor_id, redirectUrl };
  }

  function page(reply: FastifyReply, status: number, input: PageInput, error = '') {
    const hidden = { reg_code: input.regCode, requestor_id: input.requestorId, mso_id: input.mvpd.id, redirect_url: input.redirectUrl.toString() };
    const body = `<p class="brand">${escapeHtml(input.mvpd.displayName)}</p>
<h1>Sign in with your TV subscription</h1>
<p>Registration code <strong>${escapeHtml(input.regCode)}</strong></p>
<form method="post" action="${TVP_PATH}/authenticate">${Object.entries(hidden)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('')}
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button></form>
<p class="hint">Demo subscriber: <code>${escapeHtml(input.mvpd.subscribers[0].username)}</code>, password <code>${MVPD_PASSWORD}</code></p>`;
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(htmlPage(`${input.mvpd.displayName} sign-in`, body, input.mvpd.colour));
  }

  function errorPage(reply: FastifyReply, message: string) {
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(htmlPage('TV provider', `<h1>This sign-in cannot continue</h1><p class="error">${escapeHtml(message)}</p>`));
  }

  route(app, host.authenticatePage, async ({ query }, reply) => {
    const input = readPage(query);
    return typeof input === 'string' ? errorPage(reply, input) : page(reply, 200, input);
  });

  route(app, host.authenticate, async ({ body }, reply) => {
    const form = body ?? host.authenticate.body.unwrap().parse({});
    const input = readPage(form);
    if (typeof input === 'string') return errorPage(reply, input);
    const username = form.username.trim().toLowerCase();
    const subscriber = input.mvpd.subscribers.find((s) => s.username === username);
    if (!subscriber || !sameSecret(form.password, MVPD_PASSWORD)) return page(reply, 401, input, 'The username or password is not correct.');
    const marked = await db
      .updateTable('tv_regcodes')
      .set({ mvpd: input.mvpd.id, subscriber_id: subscriber.id })
      .where('code', '=', input.regCode)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('code')
      .executeTakeFirst();
    if (!marked) return errorPage(reply, 'This registration code is unknown or has expired. Start again from the service.');
    return reply.redirect(input.redirectUrl.toString(), 303);
  });
}
