/**
 * The login route's query and where a completed sign-in goes.
 * Pure functions over the route table: used by the login screens' loaders and actions,
 * sign-up and the identity providers' pages.
 *
 * Query parameters understood on the login routes:
 *   code, socialProvider   an identity-provider answer, handed to the provider page
 *   token                  a magic-link token, handed to the magic-link page
 *   entryPage              where to go after sign-in (first choice)
 *   from                   where the viewer came from (second choice; also the back target)
 *   redirectTo             a pending redirect (third choice)
 *   licences, selectedLicence, bundle_id, showPurchase   the purchase the viewer started
 *   type                   signup | login (signup opens the sign-up screen)
 *   PAGE_READY, extraParams   provider round-trip state, carried to the provider pages
 *   giftId, redeemCode     gift flows: the back target
 * Every target passes safeRedirect: a value that could leave the site is dropped.
 */
import { matchScreen, pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';

/** What a login sub-route link or the sign-up link carries forward (never tokens or codes). */
const CARRIED = ['entryPage', 'redirectTo', 'from', 'licences', 'selectedLicence', 'bundle_id', 'showPurchase', 'extraParams', 'giftId', 'redeemCode'] as const;

const MAX_VALUE = 2048;

function value(query: URLSearchParams, key: string): string | null {
  const raw = query.get(key);
  if (raw === null) return null;
  const trimmed = raw.trim();
  return trimmed && trimmed.length <= MAX_VALUE ? trimmed : null;
}

/** On-site targets only: `from`, `entryPage` and `redirectTo` pass safeRedirect, the others are plain values. */
export function carriedQuery(query: URLSearchParams): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const key of CARRIED) {
    const v = value(query, key);
    if (!v) continue;
    if (key === 'from' || key === 'entryPage' || key === 'redirectTo') {
      const safe = safeRedirect(v, '');
      if (safe) carried[key] = safe;
    } else {
      carried[key] = v;
    }
  }
  return carried;
}

/** Screens whose entry keeps licences, redirectTo and from (the purchase the viewer started). */
const KEEPS_PURCHASE_STATE = new Set(['signup', 'purchase', 'pay', 'giftPay']);

function withQuery(path: string, extra: Record<string, string | null>): string {
  const url = new URL(path, 'http://site.invalid');
  for (const [key, v] of Object.entries(extra)) if (v && !url.searchParams.has(key)) url.searchParams.set(key, v);
  return url.pathname + url.search + url.hash;
}

/**
 * Where a completed sign-in goes: `entryPage` (keeping licences,
 * redirectTo and from for sign-up and purchase entries), else `from`, else a pending
 * `redirectTo`, else the purchase screen when `showPurchase` asks, else the default menu
 * home. The result always passed safeRedirect.
 */
export function signInTarget(query: URLSearchParams, locale: string): string {
  const home = pathFor('home', {}, { locale });
  const from = safeRedirect(value(query, 'from'), '');
  const redirectTo = safeRedirect(value(query, 'redirectTo'), '');
  const entryPage = safeRedirect(value(query, 'entryPage'), '');
  if (entryPage) {
    const screen = matchScreen(entryPage)?.screen;
    if (screen && KEEPS_PURCHASE_STATE.has(screen)) {
      return safeRedirect(withQuery(entryPage, { licences: value(query, 'licences'), redirectTo: redirectTo || null, from: from || null }), home);
    }
    return entryPage;
  }
  if (from) return from;
  if (redirectTo) return redirectTo;
  if (value(query, 'showPurchase') === 'true') {
    return safeRedirect(
      pathFor(
        'purchase',
        {},
        { locale, query: { licences: value(query, 'licences') ?? undefined, selectedLicence: value(query, 'selectedLicence') ?? undefined } },
      ),
      home,
    );
  }
  return home;
}

/**
 * The back button of a login sub-route: the gift page, else redeem with its code, else
 * the `from` target, else login (keeping the rest of the query).
 */
export function loginBackTarget(query: URLSearchParams, locale: string): string {
  const giftId = value(query, 'giftId');
  if (giftId) return pathFor('gift', { giftId }, { locale });
  const redeemCode = value(query, 'redeemCode');
  if (redeemCode) return pathFor('redeem', {}, { locale, query: { redeemCode } });
  const from = safeRedirect(value(query, 'from'), '');
  if (from) return from;
  const { giftId: _g, redeemCode: _r, ...rest } = carriedQuery(query);
  return pathFor('login', {}, { locale, query: rest });
}
