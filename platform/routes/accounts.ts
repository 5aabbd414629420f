/**
 * Accounts and tokens: POST /login, /token/refresh, /token/guest, /logout, /signup and
 * GET /user/me. Users are global across realms; tokens are bound to the realm they were
 * issued for (see docs/decisions/0001-platform.md).
 */
import { randomUUID } from 'node:crypto';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest, forbidden, unauthorised } from '../errors.js';
import { hashPassword, passwordProblems, verifyDummy, verifyPassword } from '../auth/passwords.js';
import { negotiateLocale } from '../realms/locale.js';
import { missingSignupConsents } from './signup-consent.js';
import { issueAccountToken } from '../auth/account-tokens.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { sessionStarter, tokenLocale } from '../auth/sessions.js';
import { mailServiceFor } from '../mail/index.js';

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

  route(app, contract.auth.login, async ({ req, body }, reply) => {
    const { id, secret } = body;
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
  });

  route(app, contract.auth.refreshToken, async ({ req, body }) => {
    const { refreshToken } = body;
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
  });

  route(app, contract.auth.guestToken, async ({ req }) => ({
    authorisationToken: await tokens.signAccess({
      sub: `guest:${randomUUID()}`,
      realm: req.realm.id,
      rol: 'GUEST',
      loc: localeFor(req, null),
      isGuest: true,
    }),
  }));

  route(app, contract.auth.logout, async ({ req, body }) => {
    await tokens.revokeRefresh(body.refreshToken);
    // The bearer's own session too, when it names another one (a client that lost its refresh token).
    const viewer = await auth.optionalViewer(req).catch(() => null);
    const sid = viewer && !viewer.isGuest ? viewer.sessionId : undefined;
    if (sid) await tokens.revokeSession(sid);
  });

  route(app, contract.auth.signOutEverywhere, async ({ req }) => {
    const viewer = await auth.requireUser(req);
    await tokens.revokeAllSessions(viewer.id);
  });

  route(app, contract.auth.signup, async ({ req, body }, reply) => {
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
    // The realm's required consent terms (forms/signup.json), enforced here and not only in the web.
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
    return SIGNUP_ANSWER;
  });

  route(app, contract.account.me, async ({ req }) => {
    const viewer = await auth.requireUser(req);
    const user = await db.selectFrom('users').select(['id', 'email', 'name', 'role', 'locale']).where('id', '=', viewer.id).executeTakeFirst();
    if (!user) throw unauthorised('UNAUTHORISED', 'The account no longer exists.');
    return user;
  });
};
