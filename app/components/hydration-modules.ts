/**
 * What the document's own hydration scripts (paint-first-scripts.tsx) share between server and
 * browser: where the list of modules is written, and when Remix's `<Scripts>` is used instead.
 */
import type { UNSAFE_RemixContextObject } from '@remix-run/react';

/** The id of the element holding a document's modules as JSON (`tests/support/js-budget.ts` reads it too). */
export const HYDRATION_MODULES_ID = 'hydration-modules';

/**
 * Remix features the paint-first scripts do not carry over: HMR (development), SPA mode, single
 * fetch's streamed data, and route discovery without lazy manifests. With any of them the page
 * renders Remix's `<Scripts>`. (Streamed `defer()` data is not carried over either; no loader
 * uses it.)
 */
export function paintsFirst(remix: Pick<UNSAFE_RemixContextObject, 'manifest' | 'isSpaMode' | 'future'>): boolean {
  return !remix.manifest.hmr && !remix.isSpaMode && !remix.future.v3_singleFetch && remix.future.v3_lazyRouteDiscovery;
}
