/**
 * Which remembered copy of a signed-in viewer's page a request may be answered with
 * (server/viewer-page-cache.ts keys on it, together with the request's whole Cookie header).
 *
 * A signed-in page is built from the realm, locale, country and realm version (as a guest's),
 * the session (the viewer, their language) and the viewer's personal state on the platform
 * (access, favourites, progress, watchlists, preferences, parental control: one version for all
 * of them, bumped by the platform on every write, migration 024). The version is asked with the
 * viewer's own token, so the platform's check that the session is still live runs on every
 * request: a session ended elsewhere answers 401 and the page is rendered (as a guest's).
 *
 * `null` means "render": no session, an expired token (the render refreshes it and sets a new
 * cookie), a host or realm that cannot be keyed, or a platform that does not answer the version.
 */
import { contract } from '../contract/index';
import { langFromCookie, tokenExpired } from './context.server';
import { getEnv } from './env.server';
import { pageVariant, type GuestRequest } from './page-cache-variant.server';
import { createPlatformClient } from './platform/client.server';
import { sessionStorage, sessionUser } from './session.server';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** The one call this makes, on a client of its own (no whole-contract API per request: it runs for every page view). */
function askStateVersion(realm: string, country: string | null, locale: string, token: string) {
  const env = getEnv();
  return createPlatformClient({
    baseUrl: env.PLATFORM_URL,
    realm,
    locale,
    country,
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    // A refused token is not refreshed here: the render does that (and sets the new cookie).
    tokens: { bearer: async () => token, refreshAfterUnauthorized: async () => null },
  }).request(contract.account.stateVersion);
}

export async function viewerPageVariant(input: GuestRequest): Promise<string | null> {
  if (!input.cookie || !SESSION_COOKIE.test(input.cookie)) return null;
  const session = await sessionStorage()
    .getSession(input.cookie)
    .catch(() => null);
  if (!session) return null;
  const user = sessionUser(session);
  const tokens = session.get('tokens');
  if (!user || user.isGuest || !tokens || tokenExpired(tokens.authorisationToken)) return null;
  const variant = await pageVariant(input, langFromCookie(input.cookie) ?? user.loc ?? null);
  if (!variant) return null;
  const answer = await askStateVersion(variant.realm, variant.country, variant.locale, tokens.authorisationToken);
  if (!answer.ok) return null;
  return `${variant.key}|${user.id}|${user.rol}|${answer.data.version}`;
}
