/**
 * Card links written on the server: every piece of content in a prepared page (bucket
 * cards, CTA events, what blocks' `load` returned) or in a bucket's next page gets an
 * `href` for this viewer (path set, guest or not, realm features), so the browser ships
 * neither the route table nor the link rules; the blocks read `card.href`
 * (composed-page.tsx `contentHref`).
 */
import type { AppContext } from '~/context.server';
import { accessAwareLink, type LinkableContent } from '~/routing/content-links';

/** Content types that have a link target (content-links.ts). */
const LINKED_TYPES = new Set(['VOD', 'LIVE', 'UPCOMING', 'EPG', 'SEASON', 'SERIES', 'PLAYLIST', 'DATA_FEED', 'SECTION', 'PLUGIN']);

type HrefFor = (content: LinkableContent) => string | null;

function isLinkable(value: Record<string, unknown>): value is Record<string, unknown> & LinkableContent {
  return typeof value.id === 'string' && typeof value.type === 'string' && LINKED_TYPES.has(value.type);
}

/**
 * A copy of `value` where each content object (string `id`, a content `type`) carries
 * `href` (`#` for content that has no screen, as the blocks did before). A copy, never
 * in place: the data may come from a cache shared by viewers.
 */
export function withContentHrefs<T>(value: T, hrefFor: HrefFor): T {
  if (Array.isArray(value)) return value.map((item) => withContentHrefs(item, hrefFor)) as T;
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = withContentHrefs(item, hrefFor);
  if (isLinkable(out)) out.href = hrefFor({ ...out, title: typeof out.title === 'string' ? out.title : '' }) ?? '#';
  return out as T;
}

/** The viewer's link for a piece of content (access aware: sign-in and interstitial targets). */
export function viewerContentHref(ctx: Pick<AppContext, 'locale' | 'user' | 'settings'>): HrefFor {
  const isGuest = !ctx.user || ctx.user.isGuest;
  return (content) => accessAwareLink(content, { isGuest }, { locale: ctx.locale, features: ctx.settings.features });
}
