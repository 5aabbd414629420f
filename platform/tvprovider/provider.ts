/**
 * The simulated pay-TV provider host (an Adobe-Pass-like authentication service) the platform
 * runs under `/tvp`, so TV-provider sign-in works end to end (routes-and-access §2.6, §7):
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
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';
import { acceptFormBodies, escapeHtml, field, htmlPage, sameSecret, sha256Hex } from '../oidc/http-helpers.js';
import { acceptableReturnUri } from '../oidc/return-uris.js';
import { tvProviders } from '../oidc/realm-providers.js';
import { MVPD_PASSWORD, MVPDS, mvpdById, type Mvpd } from './mvpds.js';

export const TVP_PATH = '/tvp';

export const tvProviderRoutes: PlatformPlugin = async (app, { db, config, realms }) => {
  acceptFormBodies(app);
  const routeConfig = { skipRealm: true };

  function requestorExists(requestorId: string) {
    return realms.list().some((realm) => tvProviders(realm).some((p) => p.requestorId === requestorId));
  }

  app.post(
    `${TVP_PATH}/o/client/register`,
    {
      config: routeConfig,
      schema: {
        tags: ['tv provider (simulated)'],
        summary: 'Dynamic client registration with a software statement',
        body: { type: 'object', required: ['software_statement'], properties: { software_statement: { type: 'string', minLength: 1, maxLength: 4096 } } },
      },
    },
    async (req, reply) => {
      const { software_statement: statement } = req.body as { software_statement: string };
      const software = realms
        .list()
        .flatMap((realm) => tvProviders(realm))
        .find((p) => sameSecret(p.softwareStatement, statement));
      if (!software) {
        return reply.status(400).send({ error: 'invalid_software_statement', error_description: 'The software statement is not recognised.', code: 'INVALID_SOFTWARE_STATEMENT', messages: ['The software statement is not recognised.'] });
      }
      const clientId = randomUUID();
      const clientSecret = randomBytes(24).toString('base64url');
      await db.insertInto('tv_clients').values({ client_id: clientId, secret_hash: sha256Hex(clientSecret), software_id: software.requestorId }).execute();
      reply.status(201).header('cache-control', 'no-store');
      return { client_id: clientId, client_secret: clientSecret, client_id_issued_at: Math.floor(Date.now() / 1000) };
    },
  );

  app.get(
    `${TVP_PATH}/api/v1/config/:requestorId`,
    {
      config: routeConfig,
      schema: {
        tags: ['tv provider (simulated)'],
        summary: 'The providers (MVPDs) and channels of a requestor',
        params: { type: 'object', required: ['requestorId'], properties: { requestorId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } },
      },
    },
    async (req, reply) => {
      const { requestorId } = req.params as { requestorId: string };
      if (!requestorExists(requestorId)) return reply.status(404).send({ code: 'UNKNOWN_REQUESTOR', messages: [`Unknown requestor "${requestorId}".`], requestId: String(req.id) });
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
    },
  );

  interface PageInput {
    mvpd: Mvpd;
    regCode: string;
    requestorId: string;
    redirectUrl: URL;
  }

  function readPage(source: unknown): PageInput | string {
    const mvpd = mvpdById(field(source, 'mso_id', 64));
    if (!mvpd) return 'Unknown TV provider.';
    const redirectUrl = acceptableReturnUri(field(source, 'redirect_url'), realms);
    if (!redirectUrl) return 'The return address is not one of this service\'s sites.';
    const regCode = field(source, 'reg_code', 16).toUpperCase();
    if (!/^[A-Z0-9]{6,12}$/.test(regCode)) return 'The registration code is missing or malformed.';
    return { mvpd, regCode, requestorId: field(source, 'requestor_id', 64), redirectUrl };
  }

  function page(reply: FastifyReply, status: number, input: PageInput, error = '') {
    const hidden = { reg_code: input.regCode, requestor_id: input.requestorId, mso_id: input.mvpd.id, redirect_url: input.redirectUrl.toString() };
    const body = `<p class="brand">${escapeHtml(input.mvpd.displayName)}</p>
<h1>Sign in with your TV subscription</h1>
<p>Registration code <strong>${escapeHtml(input.regCode)}</strong></p>
<form method="post" action="${TVP_PATH}/authenticate">${Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`).join('')}
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button></form>
<p class="hint">Demo subscriber: <code>${escapeHtml(input.mvpd.subscribers[0].username)}</code>, password <code>${MVPD_PASSWORD}</code></p>`;
    return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(htmlPage(`${input.mvpd.displayName} sign-in`, body, input.mvpd.colour));
  }

  function errorPage(reply: FastifyReply, message: string) {
    return reply.status(400).type('text/html; charset=utf-8').send(htmlPage('TV provider', `<h1>This sign-in cannot continue</h1><p class="error">${escapeHtml(message)}</p>`));
  }

  app.get(`${TVP_PATH}/authenticate`, { config: routeConfig, schema: { hide: true } }, async (req, reply) => {
    const input = readPage(req.query);
    return typeof input === 'string' ? errorPage(reply, input) : page(reply, 200, input);
  });

  app.post(`${TVP_PATH}/authenticate`, { config: routeConfig, schema: { hide: true } }, async (req, reply) => {
    const input = readPage(req.body);
    if (typeof input === 'string') return errorPage(reply, input);
    const username = field(req.body, 'username', 100).trim().toLowerCase();
    const subscriber = input.mvpd.subscribers.find((s) => s.username === username);
    if (!subscriber || !sameSecret(field(req.body, 'password', 128), MVPD_PASSWORD)) return page(reply, 401, input, 'The username or password is not correct.');
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
};
