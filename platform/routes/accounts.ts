/**
 * Accounts and tokens: POST /login, /token/refresh, /token/guest, /logout, /signup and
 * GET /user/me. Users are global across realms; tokens are bound to the realm they were
 * issued for (see docs/decisions/0001-platform.md).
 */
import { randomUUID } from 'node:crypto';
import type { PlatformPlugin } from '../context.js';
import { badRequest, errorRefs, forbidden, unauthorised } from '../errors.js';
import { hashPassword, passwordProblems, PASSWORD_MAX, PASSWORD_MIN, verifyDummy, verifyPassword } from '../auth/passwords.js';
import { negotiateLocale } from '../realms/locale.js';
import { missingSignupConsents } from './signup-consent.js';
import { issueAccountToken } from '../auth/account-tokens.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { sessionAnswerSchema, sessionStarter, tokenLocale } from '../auth/sessions.js';
import { mailServiceFor } from '../mail/index.js';


const refreshBody = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const FAILED_AUTHENTICATION = 'FAILED_AUTHENTICATION';
/** POST /signup's one answer, for new and known emails alike. */
const SIGNUP_ANSWER = { status: 'CONFIRMATION_SENT' } as const;

export const accountRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, config, auth } = ctx;
  const { tokens } = auth;

  const startSession = sessionStarter(ctx);
  const localeFor = tokenLocale;
  const limits = flowLimitsFor(ctx);
  const mail = mailServiceFor(app, ctx);

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: {
          type: 'object',
          required: ['id', 'secret'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 254, description: 'email' },
            secret: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX, description: 'password' },
          },
        },
        response: { 200: sessionAnswerSchema, ...errorRefs(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      const { id, secret } = req.body as { id: string; secret: string };
      const account = id.trim().toLowerCase();
      // Per address and per (account, address): a guesser is slowed, the owner elsewhere is not (security/limits.ts).
      await limits.beforeSignIn(req, reply, account);
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'role', 'locale'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', id.trim().toLowerCase()))
        .executeTakeFirst();
      const ok = user ? await verifyPassword(user.password_hash, secret) : await verifyDummy(secret, config.argon2);
      if (!user || !ok) {
        await limits.signInFailed(req, account);
        throw unauthorised(FAILED_AUTHENTICATION, 'The email or password is not correct.');
      }
      await limits.signInSucceeded(req, account);
      return startSession(req, user);
    },
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rotate a refresh token; the old one dies, reusing it revokes the session',
        body: refreshBody,
        response: {
          200: { type: 'object', required: ['authorisationToken', 'refreshToken'], properties: { authorisationToken: { type: 'string' }, refreshToken: { type: 'string' } } },
          ...errorRefs(400, 401, 404),
        },
      },
    },
    async (req) => {
      const { refreshToken } = req.body as { refreshToken: string };
      const rotated = await tokens.rotateRefresh(refreshToken, req.realm.id);
      const user = await db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', rotated.userId).executeTakeFirst();
      if (!user) throw unauthorised('INVALID_REFRESH_TOKEN', 'The account no longer exists.');
      const authorisationToken = await tokens.signAccess({
        sub: user.id,
        realm: req.realm.id,
        rol: user.role,
        loc: localeFor(req, user.locale),
        isGuest: false,
        sid: rotated.familyId,
      });
      return { authorisationToken, refreshToken: rotated.token };
    },
  );

  app.post(
    '/token/guest',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A guest authorisation token',
        response: { 200: { type: 'object', required: ['authorisationToken'], properties: { authorisationToken: { type: 'string' } } }, ...errorRefs(400, 404) },
      },
    },
    async (req) => ({
      authorisationToken: await tokens.signAccess({
        sub: `guest:${randomUUID()}`,
        realm: req.realm.id,
        rol: 'GUEST',
        loc: localeFor(req, null),
        isGuest: true,
      }),
    }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session of a refresh token (idempotent); its access tokens stop working at once',
        body: refreshBody,
        response: { 204: { type: 'null', description: 'Signed out' }, ...errorRefs(400, 404) },
      },
    },
    async (req, reply) => {
      const { refreshToken } = req.body as { refreshToken: string };
      await tokens.revokeRefresh(refreshToken);
      // The bearer's own session too, when it names another one (a client that lost its refresh token).
      const viewer = await auth.optionalViewer(req).catch(() => null);
      const sid = viewer && !viewer.isGuest ? viewer.sessionId : undefined;
      if (sid) await tokens.revokeSession(sid);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/user/sessions',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: end every session of the signed-in account, in every realm',
        security: [{ bearer: [] }],
        response: { 204: { type: 'null', description: 'Every session ended (this one too)' }, ...errorRefs(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const viewer = await auth.requireUser(req);
      await tokens.revokeAllSessions(viewer.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (email as username); the same 202 for a known email, the mailbox tells them apart',
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: {
            username: { type: 'string', format: 'email', maxLength: 254 },
            password: { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
            name: { type: 'string', maxLength: 100 },
            consentAnswers: {
              type: 'array',
              maxItems: 50,
              default: [],
              items: {
                type: 'object',
                required: ['fieldName', 'answer'],
                additionalProperties: false,
                properties: {
                  fieldName: { type: 'string', minLength: 1, maxLength: 100 },
                  answer: { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 1000 }] },
                },
              },
            },
          },
        },
        response: {
          202: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', enum: ['CONFIRMATION_SENT'], description: 'Open the mailed link, then sign in' } },
          },
          ...errorRefs(400, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      const body = req.body as {
        username: string;
        password: string;
        name?: string;
        consentAnswers: Array<{ fieldName: string; answer: boolean | string }>;
      };
      const features = req.realm.settings.features;
      if (features && typeof features === 'object' && !Array.isArray(features) && features.selfRegistration === false) {
        throw forbidden('SIGNUP_DISABLED', 'This service does not allow self-registration.');
      }
      const email = body.username.trim().toLowerCase();
      await limits.check(reply, ['signupPerAddress', limits.address(req)], ['signupPerEmail', email]);
      const problems = passwordProblems(body.password, email);
      if (problems.length) throw badRequest('WEAK_PASSWORD', ...problems);
      const names = body.consentAnswers.map((a) => a.fieldName);
      if (new Set(names).size !== names.length) throw badRequest('VALIDATION_ERROR', 'body/consentAnswers: each fieldName may appear once');
      // The realm's required consent terms (forms/signup.json), enforced here and not only in the web (forms helper).
      const missingConsents = missingSignupConsents(req.realm, body.consentAnswers);
      if (missingConsents.length) throw badRequest('CONSENT_REQUIRED', ...missingConsents.map((name) => `consentAnswers: "${name}" must be accepted`));

      // The same work and the same answer whether or not the email has an account (no
      // enumeration): hash, try the insert, answer 202; the mail goes out after the answer —
      // a confirmation link for a new account, "someone tried to sign up" for a known one.
      const passwordHash = await hashPassword(body.password, config.argon2);
      const userId = randomUUID();
      const locale = negotiateLocale(req.headers['accept-language'], Object.keys(req.realm.labels), req.realm.defaultLocale);
      const created = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('users')
          .values({ id: userId, email, password_hash: passwordHash, name: body.name?.trim() ?? '', role: 'viewer', locale, parent_user_id: null })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        if (body.consentAnswers.length) {
          await trx
            .insertInto('consent_answers')
            .values(body.consentAnswers.map((a) => ({ user_id: userId, field_name: a.fieldName, answer: String(a.answer) })))
            .execute();
        }
        return true;
      });
      mail.afterAnswer(async () => {
        if (!created) return mail.sendAccountMail(req, 'signup-attempt', { to: email, path: '/login', query: {} });
        const confirmToken = await issueAccountToken(db, 'confirm', userId, req.realm.id);
        return mail.sendAccountMail(req, 'email-confirmation', { to: email, path: '/email-confirmation', query: { token: confirmToken } });
      });
      reply.status(202);
      return SIGNUP_ANSWER;
    },
  );

  app.get(
    '/user/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in viewer',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['id', 'email', 'name', 'role', 'locale'],
            properties: {
              id: { type: 'string' },
              email: { type: 'string' },
              name: { type: 'string' },
              role: { type: 'string', enum: ['viewer', 'editor', 'child'] },
              locale: { type: 'string', nullable: true },
            },
          },
          ...errorRefs(400, 401, 404),
        },
      },
    },
    async (req) => {
      const viewer = await auth.requireUser(req);
      const user = await db.selectFrom('users').select(['id', 'email', 'name', 'role', 'locale']).where('id', '=', viewer.id).executeTakeFirst();
      if (!user) throw unauthorised('UNAUTHORISED', 'The account no longer exists.');
      return user;
    },
  );
};
