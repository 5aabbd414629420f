/**
 * TV-provider (pay-TV) sign-in on the web:
 *
 * - Registration flow: the stored client details (realm, clientId, clientSecret; a signed
 *   HttpOnly cookie here rather than browser storage) or a fresh dynamic registration with the
 *   realm's software statement, then the regcode call. A 400 from the regcode call clears the
 *   stored client details and retries once; other errors go to the error callback.
 * - The attempt (access token of the regcode, chosen provider, which intent this is) is kept
 *   across the provider's page in another signed cookie.
 * - Token exchange on return; on 400 or 412, when it is not the second intent, a fresh
 *   provider flow restarts (412 back to the providers page with state); otherwise the error.
 */
import { z } from 'zod';
import type { Answer } from '../../contract/define';
import { tvProviderHost } from '../../contract/identity-providers';
import type { AppContext } from '~/context.server';
import { getEnv } from '~/env.server';
import { createPlatformClient, type PlatformError, type Result } from '~/platform/client.server';
import type { TvProvider } from './auth-providers.server';
import { clearCookie, identityCookie, readCookie } from './cookies.server';

const clientDetailsSchema = z.object({ realm: z.string(), clientId: z.string().min(1), clientSecret: z.string().min(1) });
export type TvClientDetails = z.output<typeof clientDetailsSchema>;
const attemptSchema = z.object({ accessToken: z.string().min(1), mvpd: z.string().min(1), intent: z.union([z.literal(1), z.literal(2)]) });
export type TvAttempt = z.output<typeof attemptSchema>;

const clientCookie = () => identityCookie('tv_client', 60 * 60 * 24 * 30);
const attemptCookie = () => identityCookie('tv_attempt', 900);

/** The TV provider host: the realm's `baseUri`, else the pay-TV provider the platform simulates. */
export function tvHost(provider: TvProvider): string {
  return (provider.baseUri ?? `${getEnv().PLATFORM_URL}/tvp`).replace(/\/+$/, '');
}

/**
 * The TV provider host is another service than the platform (an outside one in production),
 * so its two calls go through a client of that host: same transport, timeouts and error values.
 */
function hostClient(ctx: Pick<AppContext, 'realm'>, provider: TvProvider) {
  return createPlatformClient({ baseUrl: tvHost(provider), realm: ctx.realm, timeoutMs: getEnv().PLATFORM_TIMEOUT_MS });
}

export type TvConfig = Answer<typeof tvProviderHost.config>;

export function loadTvConfig(ctx: Pick<AppContext, 'realm'>, provider: TvProvider): Promise<Result<TvConfig>> {
  return hostClient(ctx, provider).request(tvProviderHost.config, { params: { requestorId: provider.requestorId } });
}

/** Featured providers first (in the realm's order), then the others (as the host lists them). */
export function splitProviders(config: TvConfig, featuredIds: string[]) {
  const mvpds = config.requestor.mvpds;
  const featured = featuredIds.map((id) => mvpds.find((m) => m.id === id)).filter((m): m is (typeof mvpds)[number] => Boolean(m));
  const others = mvpds.filter((m) => !featuredIds.includes(m.id));
  return { featured, others };
}

export function readClientDetails(ctx: AppContext) {
  return readCookie(clientCookie(), ctx.request, (value) => {
    const parsed = clientDetailsSchema.safeParse(value);
    return parsed.success && parsed.data.realm === ctx.realm ? parsed.data : null;
  });
}

export function readAttempt(ctx: AppContext) {
  return readCookie(attemptCookie(), ctx.request, (value) => {
    const parsed = attemptSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function storeAttempt(attempt: TvAttempt) {
  return attemptCookie().serialize(attempt);
}

export function clearAttempt() {
  return clearCookie(attemptCookie());
}

export interface Registration {
  code: string;
  accessToken: string;
  /** Set-Cookie values to send (stored or cleared client details). */
  cookies: string[];
}

export type RegistrationResult = { ok: true; registration: Registration } | { ok: false; error: PlatformError; cookies: string[] };

/**
 * Client details (stored or registered now) and a registration code. `stored` is what the
 * browser holds; `forceFresh` skips it (a restart after 400).
 */
export async function registerForCode(ctx: AppContext, provider: TvProvider, stored: TvClientDetails | null): Promise<RegistrationResult> {
  const cookies: string[] = [];
  const register = async (): Promise<TvClientDetails | PlatformError> => {
    const answer = await hostClient(ctx, provider).request(tvProviderHost.registerClient, { body: { software_statement: provider.softwareStatement } });
    if (!answer.ok) return answer.error;
    const details = { realm: ctx.realm, clientId: answer.data.client_id, clientSecret: answer.data.client_secret };
    cookies.push(await clientCookie().serialize(details));
    return details;
  };
  let details: TvClientDetails | PlatformError = stored ?? (await register());
  if ('kind' in details) return { ok: false, error: details, cookies };
  let answer = await ctx.platform.identity.tvRegcode({
    body: { requestorId: provider.requestorId, clientId: details.clientId, clientSecret: details.clientSecret },
  });
  if (!answer.ok && answer.error.status === 400) {
    // The stored client is no longer known: clear it, register again, retry once.
    cookies.push(await clearCookie(clientCookie()));
    details = await register();
    if ('kind' in details) return { ok: false, error: details, cookies };
    answer = await ctx.platform.identity.tvRegcode({
      body: { requestorId: provider.requestorId, clientId: details.clientId, clientSecret: details.clientSecret },
    });
  }
  if (!answer.ok) return { ok: false, error: answer.error, cookies };
  return { ok: true, registration: { code: answer.data.code, accessToken: answer.data.accessToken, cookies } };
}

/** The provider's sign-in page for this code, returning to /providers/success. */
export function providerSignInUrl(authenticationUrl: string, input: { code: string; requestorId: string; mvpd: string; returnUrl: string }) {
  const url = new URL(authenticationUrl);
  url.searchParams.set('reg_code', input.code);
  url.searchParams.set('requestor_id', input.requestorId);
  url.searchParams.set('mso_id', input.mvpd);
  url.searchParams.set('redirect_url', input.returnUrl);
  return url.toString();
}

export type ExchangeDecision =
  | { kind: 'signedIn'; tokens: { authorisationToken: string; refreshToken: string } }
  | { kind: 'restart'; status: 400 | 412 }
  | { kind: 'error'; error: PlatformError };

/** After the exchange: signed in; on a first attempt's 400 (client gone) or 412 (code not yet authenticated or expired) restart once; else the error. */
export function decideAfterExchange(
  answer: { ok: true; data: { authorisationToken: string; refreshToken: string } } | { ok: false; error: PlatformError },
  attempt: TvAttempt,
): ExchangeDecision {
  if (answer.ok) return { kind: 'signedIn', tokens: answer.data };
  const status = answer.error.status;
  if ((status === 400 || status === 412) && attempt.intent === 1) return { kind: 'restart', status };
  return { kind: 'error', error: answer.error };
}

export async function exchangeAttempt(ctx: AppContext, provider: TvProvider, details: TvClientDetails | null, attempt: TvAttempt): Promise<ExchangeDecision> {
  if (!details) return decideAfterExchange({ ok: false, error: { kind: 'http', status: 400, code: 'INVALID_CLIENT', messages: [] } }, attempt);
  const answer = await ctx.platform.identity.tvToken({
    body: { requestorId: provider.requestorId, clientId: details.clientId, clientSecret: details.clientSecret, accessToken: attempt.accessToken },
  });
  return decideAfterExchange(answer, attempt);
}
