/**
 * Server entry: streaming SSR (renderToPipeableStream), bots get the whole page
 * at once, and every document carries a Content-Security-Policy with a fresh
 * nonce per request (handed to the page's scripts and <ScrollRestoration> through context).
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { hydrationModulesJson, LOADER_SCRIPT } from './components/hydration-modules.server';
import { NonceProvider } from './components/nonce';
import { PaintFirstScriptsProvider } from './components/paint-first-scripts';
import { getEnv } from './env.server';
import { firstFrameLinks, firstFrameModules } from './player/first-frame-links.server';
import { posterPreloadLink } from './watch/poster-preload.server';
import { leanHydrationData } from './components/lean-hydration-data.server';

export { getLoadContext } from './context.server';
export { guestPageVariant } from './page-cache-variant.server';
export { viewerPageVariant } from './viewer-page-variant.server';
import { frameAncestorOrigins } from './watch/outcome';

const ABORT_DELAY_MS = 5_000;

// Check the environment at boot (the server build loads this module first), not on the first request.
getEnv();

/**
 * `frameAncestors`: extra origins allowed to frame this document (the video page, for the
 * realm's `allowedOrigins` host pages); every other document may be framed by itself only.
 */
export function contentSecurityPolicy(
  nonce: string,
  platformPublicUrl: string,
  frameAncestors: readonly string[] = [],
  frameSources: readonly string[] = [],
  formTargets: readonly string[] = [],
): string {
  const media = new URL(platformPublicUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Theme variables live in a style attribute on <html>; block styles use style props.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`,
    `media-src 'self' blob: ${media}`,
    // hls.js fetches playlists and segments; rows fetch next pages from this origin.
    `connect-src 'self' ${media}`,
    "font-src 'self' data:",
    // Frames load only from the origins the page's iframe plugins declare (their allowedOrigins).
    ['frame-src', "'self'", ...frameAncestorOrigins(frameSources)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    // Forms of the pay screens and the TV provider picker are redirected to other sites' pages.
    ['form-action', "'self'", ...frameAncestorOrigins(formTargets)].join(' '),
    ['frame-ancestors', "'self'", ...frameAncestorOrigins(frameAncestors)].join(' '),
  ].join('; ');
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomBytes(16).toString('base64');
  const env = getEnv();
  const hostOrigins = videoFrameAncestors(remixContext);
  const external = externalOrigins(remixContext);
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(
      nonce,
      env.PLATFORM_PUBLIC_URL,
      hostOrigins,
      [...pluginFrameOrigins(remixContext.staticHandlerContext.loaderData), ...external.frames],
      external.forms,
    ),
  );
  // A video page the realm lets host pages control may be opened in a window by them (JSON-RPC
  // through window.opener): it keeps its opener. Every other document gets its own browsing
  // context group (the server's default, COOP same-origin).
  if (hostOrigins.length) responseHeaders.set('Cross-Origin-Opener-Policy', 'unsafe-none');
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Artwork comes from the platform's public origin: the browser connects while the HTML arrives
  // (a header, not a <link>: no bytes in the page's client bundle).
  responseHeaders.append('Link', `<${new URL(env.PLATFORM_PUBLIC_URL).origin}>; rel=preconnect`);
  // A watch page's poster (its largest paint) first, at high priority…
  const posterLink = posterPreloadLink(remixContext);
  if (posterLink) responseHeaders.append('Link', posterLink);
  // …then its player code and master playlist, while the HTML arrives (first frame sooner).
  for (const link of firstFrameLinks(remixContext)) responseHeaders.append('Link', link);
  // …and its stream starts from a small module at the first paint, before hydration.
  const earlyModules = firstFrameModules(remixContext);
  // A response that sets a cookie is personal: never let a shared cache keep it.
  if (responseHeaders.has('Set-Cookie')) responseHeaders.set('Cache-Control', 'private, no-store');
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', responseStatusCode >= 400 ? 'no-store' : 'private, no-cache');
  if (responseStatusCode >= 500) responseHeaders.set('Cache-Control', 'no-store');

  // After the headers above have walked the loader data: from here on, label reads are the render's.
  leanHydrationData(remixContext);
  const modulesJson = hydrationModulesJson(remixContext, earlyModules);
  const bot = isbot(request.headers.get('user-agent') ?? '');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PaintFirstScriptsProvider value={modulesJson === null ? null : { modulesJson, loaderScript: LOADER_SCRIPT }}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </PaintFirstScriptsProvider>
      </NonceProvider>,
      {
        nonce,
        [bot ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Log only. A shell failure goes through onShellError (Remix answers with the error
          // boundary and its status); any other error was thrown inside a Suspense boundary
          // (a block: React streams its fallback and retries on the client) or is a streaming
          // abort, and the page keeps the status its loaders chose.
          console.error(shellRendered ? '[web] error while streaming:' : '[web] error while rendering:', error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

/** The realm's allowed origins when the document is the video page (its loader hands them over), else none. */
export function videoFrameAncestors(remixContext: Pick<EntryContext, 'staticHandlerContext'>): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  if (!leaf || !leaf.route.id.startsWith('screen:vod:')) return [];
  const data = loaderData?.[leaf.route.id] as { allowedOrigins?: unknown } | undefined;
  return Array.isArray(data?.allowedOrigins) ? data.allowedOrigins.filter((origin): origin is string => typeof origin === 'string') : [];
}

/**
 * Other sites' origins a screen's loader names, on the screens allowed to name them. The pay,
 * gift-pay and payment-update screens: the hosted card fields' origin may be framed
 * (`paymentFrameOrigins`). Those and the TV provider picker: their forms are answered with a
 * redirect to another site's page (3-D Secure and bank pages, the TV provider's sign-in page),
 * whose origins the policy's form-action must allow (`providerOrigins`): a browser checks
 * form-action on every redirect of a form's navigation, so without them such a form worked only
 * through the script's own fetch, neither without JavaScript nor when clicked before hydration.
 * Every other document frames and posts to none of them. (Sign-out, whose provider's address is
 * known only at sign-out, leaves by a refresh instead: app/auth/leave-for-provider.server.ts.)
 */
const PAYMENT_SCREENS = ['screen:pay:', 'screen:giftPay:', 'screen:paymentUpdate:'];
const FORM_REDIRECT_SCREENS = [...PAYMENT_SCREENS, 'screen:providers:'];

export function externalOrigins(remixContext: Pick<EntryContext, 'staticHandlerContext'>): { frames: string[]; forms: string[] } {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const leafId = matches[matches.length - 1]?.route.id ?? '';
  const on = (screens: string[]) => screens.some((prefix) => leafId.startsWith(prefix));
  const data = loaderData?.[leafId] as { paymentFrameOrigins?: unknown; providerOrigins?: unknown } | undefined;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((origin): origin is string => typeof origin === 'string') : []);
  return { frames: on(PAYMENT_SCREENS) ? strings(data?.paymentFrameOrigins) : [], forms: on(FORM_REDIRECT_SCREENS) ? strings(data?.providerOrigins) : [] };
}

/**
 * The origins iframe plugins on this page may load from: every prepared `iframe` block in the
 * loaders' data names its `allowedOrigins` (the block's schema keeps `src` on one of them).
 */
export function pluginFrameOrigins(loaderData: unknown): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 10 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as { type?: unknown; props?: { allowedOrigins?: unknown } };
    if (record.type === 'iframe' && Array.isArray(record.props?.allowedOrigins)) {
      for (const origin of record.props.allowedOrigins) if (typeof origin === 'string') origins.add(origin);
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(loaderData, 0);
  return [...origins];
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error('[web] unhandled error for', request.method, new URL(request.url).pathname, error);
}
