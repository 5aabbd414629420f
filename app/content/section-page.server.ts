/**
 * The loader behind every composed page (home, browse, section, external page):
 * the section answer (heroes + buckets), meta (title, canonical, hreflang
 * alternates) and cache headers. Realm settings come from the cached context;
 * menus and labels are fetched by the root loader, which Remix runs in parallel
 * with this one, so nothing waits on anything else (no waterfall).
 */
import { leanRowCards } from '~/components/lean-row-cards.server';
import { getEnv } from '~/env.server';
import { withLocalImages } from './local-images.server';
import { json } from '@remix-run/node';
import { prepareComposedPage } from '~/components/composed-page.server';
import { viewerContentHref, withContentHrefs } from './content-hrefs.server';
import { ctaViewer, withPersonalControls } from '~/lists/cta-personal.server';
import type { PreparedPage } from '~/components/composed-page';
import { unavailable, type AppContext } from '~/context.server';
import { getSection } from '~/realm/realm-data.server';
import { alternates, pathFor, pathSetForLocale, type RouteParams } from '~/routing/paths';
import type { ScreenKey } from '~/routing/route-table';
import { VIEWER_REUSE_HEADER } from './viewer-reuse';

export interface PageMeta {
  title: string;
  description?: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

export interface SectionPageData {
  sectionId: string;
  title: string;
  /** Heroes, rows and layout validated against the block registry on the server (composed-page.server.ts). */
  page: PreparedPage;
  /** True when the platform failed and the last good copy is shown. */
  fromCache: boolean;
  meta: PageMeta;
}

/** Section ids and page ids: what the platform accepts (anything else is a 404, not a call). */
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

/** As long as the live-now list and every other shared part may be old on a guest's copy, less. */
const VIEWER_REUSE_SECONDS = 30;

export function pageMeta(ctx: AppContext, screen: ScreenKey, params: RouteParams, title: string, description?: string): PageMeta {
  const origin = ctx.url.origin;
  const siteLocales = ctx.settings.locales.filter((locale) => pathSetForLocale(locale) !== 'debug');
  const site = ctx.settings.name || ctx.realm;
  return {
    title: title && title !== site ? `${title} | ${site}` : site,
    description,
    canonical: origin + pathFor(screen, params, { locale: ctx.locale }),
    alternates: alternates(screen, params, siteLocales).map((alternate) => ({ hreflang: alternate.hreflang, href: origin + alternate.path })),
  };
}

/** How long a guest page's shared copy lives, in seconds. */
export interface SharedLifetime {
  fresh: number;
  /** stale-while-revalidate. */
  stale: number;
  /** stale-if-error (0: none). */
  staleIfError: number;
}

const GUEST_PAGE: SharedLifetime = { fresh: 60, stale: 300, staleIfError: 86_400 };

export interface GuestCopy {
  /** A page's own lifetime instead of the usual one. */
  lifetime?: SharedLifetime;
  /** When what the page shows stops being true (epoch ms), such as a programme or an event starting or ending. */
  until?: number | null;
  /** The moment the page was made (epoch ms); default: now. */
  now?: number;
}

/**
 * A guest page's shared Cache-Control. Fresh and stale-while-revalidate time together end at
 * `until`; under a second left there is no shared copy. stale-if-error stays: during an outage
 * an old page is still better than none. No moment (null, unreadable): the usual lifetime.
 */
function sharedCacheControl(lifetime: SharedLifetime, until: number | null, now: number): string {
  const left = until === null || !Number.isFinite(until) ? Number.POSITIVE_INFINITY : Math.floor((until - now) / 1000);
  if (left < 1) return 'no-store';
  const fresh = Math.min(lifetime.fresh, left);
  const stale = Math.min(lifetime.stale, left - fresh);
  const directives = ['public', `s-maxage=${fresh}`];
  if (stale > 0) directives.push(`stale-while-revalidate=${stale}`);
  if (lifetime.staleIfError > 0) directives.push(`stale-if-error=${lifetime.staleIfError}`);
  return directives.join(', ');
}

/**
 * Guests share cacheable pages (for `copy`'s lifetime, at most until `copy.until`); signed-in
 * pages are private. A signed-in section page is built from the session and the platform's
 * section answer only, whose personal part the platform's personal state version covers: the web
 * may answer it again to the same viewer while that version holds (VIEWER_REUSE_HEADER,
 * server/viewer-page-cache.ts), for at most the seconds named.
 */
export function cacheHeaders(ctx: AppContext, fromCache = false, copy: GuestCopy = {}): Headers {
  const headers = new Headers();
  if (fromCache) headers.set('Cache-Control', 'no-store');
  else if (!ctx.user || ctx.user.isGuest)
    headers.set('Cache-Control', sharedCacheControl(copy.lifetime ?? GUEST_PAGE, copy.until ?? null, copy.now ?? Date.now()));
  else {
    headers.set('Cache-Control', 'private, no-cache');
    headers.set(VIEWER_REUSE_HEADER, String(VIEWER_REUSE_SECONDS));
  }
  headers.set('Vary', 'Cookie, Accept-Language');
  return headers;
}

export async function loadSectionPage(ctx: AppContext, screen: ScreenKey, params: RouteParams, sectionId: string | undefined) {
  if (!sectionId || !ID_PATTERN.test(sectionId)) throw new Response('Not found', { status: 404 });

  const answer = await getSection(ctx, ctx.locale, sectionId);
  if (!answer.ok) {
    const { error } = answer;
    if (error.kind === 'http' && (error.status === 404 || error.status === 400)) throw new Response('Not found', { status: 404 });
    if (error.kind === 'http' && error.status < 500 && error.status !== 401) throw new Response('Error', { status: error.status });
    throw unavailable(error.messages[0] ?? 'The platform is unavailable.');
  }
  const section = answer.data;
  const data: SectionPageData = {
    sectionId,
    title: section.title ?? '',
    page: withLocalImages(
      leanRowCards(
        withPersonalControls(
          withContentHrefs(
            await prepareComposedPage({ sectionId, heroes: section.heroes, buckets: section.buckets, layout: section.layout }),
            viewerContentHref(ctx),
          ),
          ctaViewer(ctx),
        ),
      ),
      getEnv().PLATFORM_PUBLIC_URL,
    ),
    fromCache: section.fromCache === true,
    meta: pageMeta(ctx, screen, params, section.title ?? '', section.description),
  };
  const headers = cacheHeaders(ctx, data.fromCache);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
