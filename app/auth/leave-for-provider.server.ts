/**
 * Leaving for another site after a form's answer, where the document's policy forbids it.
 *
 * A browser checks the document's `form-action` (here `'self'`) on every redirect of the
 * navigation a native form submission starts (CSP 3). Sign-out through an OpenID provider ends at
 * the provider's logout address, which the platform names only at sign-out, so no page can allow
 * its origin in advance (ADR 0057). With JavaScript, Remix sends the form with `fetch` and then
 * sets `window.location`, which the policy does not govern; without it (or before hydration) the
 * browser's own submission would be refused and the viewer would stay on the page.
 *
 * So a native submission is answered with a small document that goes on with a
 * `<meta http-equiv="refresh">` (a new navigation, not the form's) and a link for a browser that
 * does not follow refreshes (ADR 0063).
 */

import { createHash } from 'node:crypto';

/** The page's only style (allowed by its hash): the system's font and colours, the text centred. */
const STYLE =
  ':root{color-scheme:light dark;font:1.125rem/1.5 system-ui,sans-serif}body{margin:0;min-height:100vh;display:grid;place-content:center;gap:.5rem;text-align:center;padding:1rem}p{margin:0}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** True for the browser's own form submission (a navigation); false for a script's `fetch` or a browser that does not say. */
export function isNativeSubmission(request: Request): boolean {
  return request.headers.get('sec-fetch-mode') === 'navigate';
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface LeaveText {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** What is happening ("Signing you out…"): the title and the status line. */
  status: string;
  /** The link's text ("Continue"). */
  continueText: string;
}

/**
 * A document that opens `target` (an absolute http(s) URL) at once. `headers` are kept (the
 * session's Set-Cookie); it is never stored, and it runs nothing: its policy allows no script,
 * frame or form, and no style but its own.
 */
export function leaveForProvider(target: string, text: LeaveText, headers = new Headers()): Response {
  const url = new URL(target);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`leaveForProvider: not a web address: ${url.protocol}`);
  const href = escapeAttribute(url.toString());
  const body = [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(text.lang)}" dir="${text.dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<title>${escapeText(text.status)}</title><style>${STYLE}</style></head>`,
    `<body><p role="status">${escapeText(text.status)}</p><p><a href="${href}">${escapeText(text.continueText)}</a></p></body>`,
    '</html>',
  ].join('\n');
  const answer = new Headers(headers);
  answer.set('Content-Type', 'text/html; charset=utf-8');
  answer.set('Cache-Control', 'no-store');
  answer.set('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
  return new Response(body, { status: 200, headers: answer });
}
