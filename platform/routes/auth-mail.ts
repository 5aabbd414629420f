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
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import { requireOutboxReader } from '../security/outbox-access.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest, notFound, unauthorised } from '../errors.js';
import { consumeAccountToken, issueAccountToken, pruneExpiredAccountTokens } from '../auth/account-tokens.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { hashPassword, passwordProblems } from '../auth/passwords.js';
import { sessionStarter } from '../auth/sessions.js';
import { mailServiceFor } from '../mail/index.js';

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

  route(app, contract.auth.requestPasswordReset, async ({ req, body }, reply) => {
    const { id } = body;
    await limits.check(reply, ['mailPerAddress', limits.address(req)], ['mailPerAccount', id.trim().toLowerCase()]);
    mailTokenLink(req, id, 'reset');
  });

  route(app, contract.auth.resetPassword, async ({ req, body }, reply) => {
    const { token, secret } = body;
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
  });

  route(app, contract.auth.requestMagicLink, async ({ req, query }, reply) => {
    const { email } = query;
    await limits.check(reply, ['mailPerAddress', limits.address(req)], ['mailPerAccount', email.trim().toLowerCase()]);
    mailTokenLink(req, email, 'magic');
  });

  route(app, contract.auth.magicLinkSignIn, async ({ req, body }, reply) => {
    const { token } = body;
    await limits.check(reply, ['tokenUsePerAddress', limits.address(req)]);
    const userId = await consumeAccountToken(db, 'magic', token, req.realm.id);
    const user = userId ? await db.selectFrom('users').select(['id', 'role', 'locale']).where('id', '=', userId).executeTakeFirst() : undefined;
    if (!user) throw unauthorised(INVALID_TOKEN, 'This sign-in link is not valid any more. Ask for a new one.');
    // Opening the link proves the mailbox.
    await db
      .updateTable('users')
      .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
      .where('id', '=', user.id)
      .execute();
    return startSession(req, user);
  });

  route(app, contract.auth.confirmEmail, async ({ req, body }) => {
    const { token } = body;
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
  });

  route(app, contract.auth.devOutbox, async ({ req, query: filter }) => {
    await requireOutboxReader(req, ctx);
    const { to, limit } = filter;
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
  });
};
