/**
 * Redeeming a gift code from the mail: what it gives (the platform's lookup, counted against
 * the wrong-code limits), and the three ways to redeem it: a signed-in viewer adds it to
 * their account; a viewer with an account signs in and redeems in one step; a new viewer
 * creates an account (the realm's sign-up form and consents), is signed in and redeems.
 * The new session's tokens are used for the redemption call itself and travel back as the
 * session cookie.
 */
import { json } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { createUserSession, type SessionTokens } from '~/session.server';
import { parseLoginForm } from '~/auth/login-form.server';
import { loginErrorLabel } from '~/auth/platform-errors';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { loadForm, parseSubmission } from '~/forms/form-model.server';
import type { FormModel } from '~/forms/form-model';
import { signUp, SIGNUP_FORM_ID, type SignupProblem } from '~/signup/signup.server';
import { pathFor } from '~/routing/paths';
import { NO_STORE, redemptionProblem } from './gift.server';

export async function loadRedemption(ctx: AppContext, code: string) {
  const answer = await ctx.platform.gifts.redemption({ params: { redeemCode: code.slice(0, 64) } });
  if (!answer.ok)
    return {
      ok: false as const,
      labelKey: redemptionProblem(answer.error),
      status: answer.error.status === 429 ? 429 : answer.error.status === 400 ? 400 : 404,
    };
  return { ok: true as const, redemption: answer.data };
}

export type RedeemAnswer = { redeemed: { name: string; watchHref: string } } | { problem: string; email?: string; signup?: SignupProblem };

/** Redeems with whatever session the context holds now; answers the JSON the screen shows. */
async function redeemNow(ctx: AppContext, code: string, headers: Headers) {
  const answer = await ctx.platform.gifts.redeem({ body: { redeemCode: code.slice(0, 64) } });
  if (!answer.ok) return json<RedeemAnswer>({ problem: redemptionProblem(answer.error) }, { status: answer.error.status, headers });
  return json<RedeemAnswer>({ redeemed: { name: answer.data.name, watchHref: pathFor('home', {}, { locale: ctx.locale }) } }, { headers });
}

/** Signs in with tokens just issued: this request's later calls use them, and the answer carries the new session cookie. */
async function adoptSession(ctx: AppContext, tokens: SessionTokens, headers: Headers): Promise<boolean> {
  const session = await createUserSession(tokens);
  if (!session) return false;
  ctx.session.set('tokens', tokens);
  headers.append('Set-Cookie', session.cookie);
  return true;
}

export async function redeemAction(ctx: AppContext, code: string, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'redeem') {
    const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
    if (!ctx.user || ctx.user.isGuest) return json<RedeemAnswer>({ problem: 'sorrySomethingWentWrong' }, { status: 401, headers });
    return redeemNow(ctx, code, headers);
  }
  const headers = new Headers(NO_STORE);
  if (intent === 'login') {
    const input = parseLoginForm(form);
    if (!input.ok) return json<RedeemAnswer>({ problem: input.error, email: input.email }, { status: 400, headers });
    const login = await ctx.platform.auth.login({ body: { id: input.email, secret: input.password }, headers: viewerHeaders(ctx) });
    if (!login.ok) {
      const { label, status } = loginErrorLabel(login.error);
      return json<RedeemAnswer>({ problem: label, email: input.email }, { status, headers });
    }
    if (!(await adoptSession(ctx, login.data, headers))) return json<RedeemAnswer>({ problem: 'sorrySomethingWentWrong' }, { status: 502, headers });
    return redeemNow(ctx, code, headers);
  }
  if (intent === 'register') {
    const model = await loadForm(ctx, SIGNUP_FORM_ID);
    if (!model.ok) return json<RedeemAnswer>({ problem: 'sorrySomethingWentWrong' }, { status: model.status, headers });
    const outcome = await signUp(ctx, model.model, form);
    if (!outcome.ok)
      return json<RedeemAnswer>({ problem: outcome.problem.formError ?? 'giftCheckFields', signup: outcome.problem }, { status: outcome.status, headers });
    const { email, password } = credentials(model.model, form);
    // The platform answers sign-up alike for a new and an existing email; signing in tells them apart.
    const login = await ctx.platform.auth.login({ body: { id: email, secret: password }, headers: viewerHeaders(ctx) });
    if (!login.ok || !(await adoptSession(ctx, login.data, headers))) return json<RedeemAnswer>({ problem: 'giftAccountExists' }, { status: 409, headers });
    return redeemNow(ctx, code, headers);
  }
  return json<RedeemAnswer>({ problem: 'sorrySomethingWentWrong' }, { status: 400, headers });
}

/** The email and password the sign-up form carried (its email and password fields, by type). */
function credentials(model: FormModel, form: FormData): { email: string; password: string } {
  const submission = parseSubmission(model, form);
  const values = submission.ok ? submission.values : {};
  const name = (type: string) => model.rules.find((rule) => rule.type === type)?.name ?? type;
  return { email: values[name('email')] ?? '', password: values[name('password')] ?? '' };
}
