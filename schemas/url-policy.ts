/**
 * The one rule for every link and image an editor writes (realm files, pages, menus,
 * plugins, drafts). Accepted:
 *   - a path on this site: `/` then anything but another `/` (`//host` is another site);
 *   - an absolute `https:` URL (no user:password@, a plain host name);
 *   - for images only, `{{PLATFORM_PUBLIC_URL}}/…` (the operator's media base, filled at load),
 *     and `http:` on loopback (`localhost`, `*.localhost`, `127.0.0.1`): the media base once
 *     filled in on a development machine. It reaches no other site.
 * Backslashes, tabs, newlines and other control characters are refused anywhere: browsers
 * drop or rewrite them (`/\evil.example` and `/<TAB>/evil.example` both open evil.example).
 * Everything else (`javascript:`, `data:`, `http:`, relative paths…) is refused.
 *
 * Written as regular expressions so the zod schemas and the JSON Schemas generated from them
 * (which the platform and realms:check validate with) apply exactly the same rule.
 * Browser-safe: no Node APIs.
 */
import { z } from 'zod';

/** Characters refused anywhere in a link: backslash and the C0 controls (tab, CR, LF…) and DEL. */
const CLEAN = String.raw`[^\\\u0000-\u001F\u007F]*`;
const SITE_PATH = String.raw`/(?!/)${CLEAN}`;
const HTTPS_URL = String.raw`https://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?#][^\\\u0000-\u0020\u007F]*)?`;
const MEDIA_BASE = String.raw`\{\{PLATFORM_PUBLIC_URL\}\}${SITE_PATH}`;
const LOOPBACK_HTTP = String.raw`http://(?:localhost|[A-Za-z0-9-]+\.localhost|127\.0\.0\.1)(?::[0-9]{1,5})?${SITE_PATH}`;

export const LINK_PATTERN = new RegExp(`^(?:${SITE_PATH}|${HTTPS_URL})$`);
export const IMAGE_PATTERN = new RegExp(`^(?:${SITE_PATH}|${HTTPS_URL}|${MEDIA_BASE}|${LOOPBACK_HTTP})$`);

export const LINK_RULE = 'must be a path on this site ("/…", not "//…") or an https:// URL, without backslashes or control characters';

/** True when `value` is a link editors may write (see the rule above). */
export function isSafeLink(value: string): boolean {
  return LINK_PATTERN.test(value);
}

/** True when `value` is an image address editors may write (a safe link, or under the media base). */
export function isSafeImage(value: string): boolean {
  return IMAGE_PATTERN.test(value);
}

export const HTTPS_PATTERN = new RegExp(`^${HTTPS_URL}$`);

/** zod for an address that must be on another site over https (embedded frames). */
export const httpsUrlSchema = z.string().regex(HTTPS_PATTERN, 'An address must be an https:// URL without backslashes, spaces or control characters.');

/** The readable rule for a JSON Schema `pattern` that is one of these (validators report the pattern, not zod's message). */
export function urlPatternMessage(pattern: string): string | null {
  if (pattern === LINK_PATTERN.source) return `Not an accepted link: it ${LINK_RULE}.`;
  if (pattern === IMAGE_PATTERN.source) return `Not an accepted image address: it ${LINK_RULE}, or "{{PLATFORM_PUBLIC_URL}}/…".`;
  if (pattern === HTTPS_PATTERN.source) return 'Not an accepted address: it must be an https:// URL.';
  if (pattern.includes(LINK_PATTERN.source.slice(1, -1))) return `Not an accepted target: a page id, a screen key, or a link that ${LINK_RULE}.`;
  return null;
}

/** zod for a link field: `safeLinkSchema.describe('…')`. */
export const safeLinkSchema = z.string().regex(LINK_PATTERN, `A link ${LINK_RULE}.`);
/** zod for an image field. */
export const safeImageSchema = z.string().regex(IMAGE_PATTERN, `An image ${LINK_RULE} (or "{{PLATFORM_PUBLIC_URL}}/…").`);
