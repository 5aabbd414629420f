/**
 * Account flows that go through the viewer's mailbox (docs/platform-contract.md, "Mail,
 * reset, magic link, confirmation"):
 *
 *   POST /reset-password/create   { id, provider? }   → 204 always (mail only for known accounts)
 *   PUT  /reset-password          { token, secret }   → 204 | 400 WEAK_PASSWORD | 404 INVALID_TOKEN
 *   GET  /token/alt/magic-email?email=                 → 204 always (mail only for known accounts)
 *   POST /token/alt/magic-email   { token }           → session tokens | 401 INVALID_TOKEN
 *   POST /email-confirmation      { token }           → { email } | 404 INVALID_TOKEN
 *   GET  /dev/outbox?to=                              → mails kept without SMTP (development, loopback, outbox token or editor)
 *
 * Request, reset and magic-link calls are rate limited per IP and per account, and answer
 * the same for known and unknown accounts (the mail goes out in the background).
 */
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';
import { badRequest, errorRefs, HttpError, notFound, unauthorised } from '../errors.js';
import { consumeAccountToken, issueAccountToken, pruneExpiredAccountTokens } from '../auth/account-tokens.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { hashPassword, passwordProblems, PASSWORD_MAX } from '../auth/passwords.js';
import { sessionAnswerSchema, sessionStarter } from '../auth/sessions.js';
import { mailServiceFor } from '../mail/index.js';
import { requireOutboxReader } from '../security/outbox-access.js';

const noContent = { 204: { type: 'null', description: 'Done (the same answer whether or not the account exists)' } };
const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** Paths of the web's screens the mails link to (English set; the web serves every set's path). */
export const MAIL_PATHS = {
  resetPassword: '/login/resetpwd',
  magicLink: '/login/magic-link',
  emailConfirmation: '/email-confirmation',
} as const;

const INVALID_TOKEN = 'INVALID_TOKEN';

export const authMailRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, config } = ctx;
  const limits = flowLimitsFor(ctx);
  const mail = mailServiceFor(app, ctx);
  const startSession = sessionStarter(ctx);
  const pruned = await pruneExpiredAccountTokens(db);
  if (pruned) app.log.info(`Pruned ${pruned} expired account token(s)`);

  const findUser = (email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'locale'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();

  /**
   * Issues a token and mails its link when the account exists; nothing otherwise. All of it
   * runs after the answer, so the answer takes as long for a known account as for an unknown one.
   */
  function mailTokenLink(req: Parameters<typeof mail.sendInBackground>[0], email: string, kind: 'reset' | 'magic') {
    mail.afterAnswer(async () => {
      const user = await findUser(email);
      if (!user || user.role === 'child') return; // child profiles sign in through their parent
      const token = await issueAccountToken(db, kind, user.id, req.realm.id);
      await mail.sendAccountMail(req, kind === 'reset' ? 'reset-password' : 'magic-link', {
        to: user.email,
        path: kind === 'reset' ? MAIL_PATHS.resetPassword : MAIL_PATHS.magicLink,
        query: { token },
      });
    });
  }

  app.post(
    '/reset-password/create',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link (the same answer for unknown accounts)',
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', format: 'email', maxLength: 254, description: 'email' },
            provider: { type: 'string', maxLength: 100, description: 'identity provider of the account (password accounts: omitted)' },
          },
        },
        response: { ...noContent, ...errorRefs(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const { id } = req.body as { id: string };
      await limits.check(reply, ['mailPerAddress', limits.address(req)], ['mailPerAccount', id.trim().toLowerCase()]);
      mailTokenLink(req, id, 'reset');
      return reply.status(204).send();
    },
  );

  app.put(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token (single use); signs the account out everywhere',
        body: {
          type: 'object',
          required: ['token', 'secret'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, secret: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } },
        },
        response: { ...noContent, ...errorRefs(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const { token, secret } = req.body as { token: string; secret: string };
      await limits.check(reply, ['tokenUsePerAddress', limits.address(req)]);
      // Check the password before using the token up, so a refused password does not burn the link.
      const problems = passwordProblems(secret);
      if (problems.length) throw badRequest('WEAK_PASSWORD', ...problems);
      const passwordHash = await hashPassword(secret, config.argon2);
      const userId = await consumeAccountToken(db, 'reset', token, req.realm.id);
      if (!userId) throw notFound(INVALID_TOKEN, 'This reset link is not valid any more. Ask for a new one.');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
          .where('id', '=', userId)
          .execute();
        // A reset usually means the old password is not trusted: end every session of the account.
        await ctx.auth.tokens.revokeAllSessions(userId, trx);
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/token/alt/magic-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a sign-in link (the same answer for unknown accounts)',
        querystring: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
        },
        response: { ...noContent, ...errorRefs(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const { email } = req.query as { email: string };
      await limits.check(reply, ['mailPerAddress', limits.address(req)], ['mailPerAccount', email.trim().toLowerCase()]);
      mailTokenLink(req, email, 'magic');
      return reply.status(204).send();
    },
  );

  app.post(
    '/token/alt/magic-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a magic-link token (single use) for session tokens',
        body: tokenBody,
        response: { 200: sessionAnswerSchema, ...errorRefs(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      const { token } = req.body as { token: string };
      await limits.check(reply, ['tokenUsePerAddress', limits.address(req)]);
      const userId = await consumeAccountToken(db, 'magic', token, req.realm.id);
      const user = userId
        ? await db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', userId).executeTakeFirst()
        : undefined;
      if (!user) throw unauthorised(INVALID_TOKEN, 'This sign-in link is not valid any more. Ask for a new one.');
      // Opening the link proves the mailbox.
      await db.updateTable('users').set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` }).where('id', '=', user.id).execute();
      return startSession(req, user);
    },
  );

  app.post(
    '/email-confirmation',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an email address with the token mailed at sign-up (single use)',
        body: tokenBody,
        response: {
          200: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
          ...errorRefs(400, 404),
        },
      },
    },
    async (req) => {
      const { token } = req.body as { token: string };
      const userId = await consumeAccountToken(db, 'confirm', token, req.realm.id);
      const user = userId
        ? await db
            .updateTable('users')
            .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
            .where('id', '=', userId)
            .returning('email')
            .executeTakeFirst()
        : undefined;
      if (!user) throw notFound(INVALID_TOKEN, 'This confirmation link is not valid.');
      return { email: user.email };
    },
  );

  app.get(
    '/dev/outbox',
    {
      config: { skipRealm: true },
      schema: {
        tags: ['development'],
        summary: 'Mails kept in the outbox when no SMTP_URL is set (development only, from loopback, with X-Outbox-Token or an editor token; else 404)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            to: { type: 'string', maxLength: 254 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['transport', 'mails'],
            properties: {
              transport: { type: 'string', enum: ['smtp', 'outbox'] },
              mails: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'realm', 'kind', 'to', 'subject', 'text', 'html', 'createdAt'],
                  properties: {
                    id: { type: 'string' },
                    realm: { type: 'string' },
                    kind: { type: 'string' },
                    to: { type: 'string' },
                    subject: { type: 'string' },
                    text: { type: 'string' },
                    html: { type: 'string' },
                    createdAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
          ...errorRefs(400, 404),
        },
      },
    },
    async (req) => {
      await requireOutboxReader(req, ctx);
      const { to, limit } = req.query as { to?: string; limit: number };
      let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
      if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
      const rows = await query.execute();
      return {
        transport: mail.mailer.transport,
        mails: rows.map((r) => ({
          id: r.id,
          realm: r.realm,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
};
