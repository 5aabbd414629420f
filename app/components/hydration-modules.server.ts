/**
 * Which modules a document needs to hydrate, from Remix's asset manifest: the same lists Remix's
 * `<Scripts>` writes (its module preloads, its route-module imports, the entry, and with lazy
 * route discovery the manifest of the routes this URL can reach without asking the server),
 * and the script that loads them after the first paint (paint-first-scripts.tsx renders both).
 */
import type { EntryContext } from '@remix-run/node';
import { matchRoutes, type UNSAFE_AssetsManifest } from '@remix-run/react';
import { parentPaths, routeTree, type RouteNode } from '../routing/route-tree.server';
import { HYDRATION_MODULES_ID, paintsFirst } from './hydration-modules';

type Manifest = UNSAFE_AssetsManifest;

export interface HydrationModules {
  /** Every module the first render imports, for `<link rel="modulepreload">`: entry first. */
  preload: string[];
  /** Matched routes, outermost first: `[route id, module URL]`. */
  routes: [string, string][];
  entry: string;
  /** What the browser's router starts with (`window.__remixManifest`). */
  manifest: Manifest;
  /** Modules run when the loader starts (LOADER_SCRIPT), ahead of the others, on their own (a watch page's stream start). */
  early?: string[];
  /**
   * Run with `early`, but only where the browser has Media Source Extensions: hls.js, which a
   * browser that plays HLS itself (Safari on older iPhones) never uses.
   */
  mediaSource?: string[];
}

/** What a document runs when its loader starts, ahead of hydration (`early`, `mediaSource` above). */
export type EarlyModules = Pick<HydrationModules, 'early' | 'mediaSource'>;

/**
 * The manifest limited to the matched routes and those matching each parent path of
 * `pathname` (their pathless and index children), as Remix's lazy route discovery expects.
 */
export function partialManifest(manifest: Manifest, matchedIds: string[], pathname: string): Manifest {
  const ids = new Set(matchedIds);
  const tree = routeTree(manifest.routes) as Parameters<typeof matchRoutes>[0];
  for (const path of parentPaths(pathname)) for (const match of matchRoutes(tree, path) ?? []) ids.add((match.route as RouteNode).id);
  const routes: Manifest['routes'] = {};
  for (const id of ids) if (manifest.routes[id]) routes[id] = manifest.routes[id];
  return { ...manifest, routes };
}

export function hydrationModules(manifest: Manifest, matchedIds: string[], initialManifest: Manifest): HydrationModules {
  const matched = matchedIds.map((id) => manifest.routes[id]).filter((route) => route !== undefined);
  const preload = new Set([manifest.entry.module, ...manifest.entry.imports, ...matched.flatMap((route) => [...(route.imports ?? []), route.module])]);
  return {
    preload: [...preload],
    routes: matched.map((route) => [route.id, route.module]),
    entry: manifest.entry.module,
    manifest: initialManifest,
  };
}

/**
 * The longest the page's modules wait for the early modules: to be fetched before their preloads
 * start, and for their first frame (a watch page's stream start, `firstFrame`) before they are evaluated.
 */
const FIRST_FRAME_WAIT_MS = 1000;

/** The longest the page's modules wait, after the first contentful paint, for its timed images to be shown. */
const TIMED_IMAGES_WAIT_MS = 1000;

/**
 * Module preload links added per task (see LOADER_SCRIPT). Each starts a request on the main
 * thread: 0.1-0.5 ms, and now and then 2-10 ms on two busy cores (per link, measured in the page),
 * so a batch of six made tasks of up to 20 ms: long ones at Lighthouse's 4× CPU (ADR 0066).
 */
const PRELOADS_PER_TASK = 1;

/** When no first paint is reported (a browser without paint timing events), start anyway. */
const START_AT_THE_LATEST_MS = 3000;

/**
 * Runs in the browser as written (no build step touches it). It reads the JSON and sets the
 * manifest at once, then starts:
 *
 *  - once the browser reports its first contentful paint (a `paint` performance entry, which
 *    comes when the frame is on screen, not when the main thread has drawn it),
 *  - and the images the document times (`elementtiming`: a watch page's poster, a page's first
 *    hero: its largest paint) are on screen too: an `element` entry each (without Element
 *    Timing: loaded, and a frame drawn since), at most TIMED_IMAGES_WAIT_MS; a failed one is not
 *    waited for. The largest paint gets the connection first: on a slow link a poster fetched
 *    next to 150 KB of hls.js arrives later, and in Lighthouse's model (Lantern) whatever
 *    finished loading before the largest paint is a prerequisite of it (ADR 0060).
 *
 * Starting, it imports the `early` modules on their own, with the `mediaSource` ones where the
 * browser has Media Source Extensions (a watch page's stream start: it must not wait for the
 * others to be evaluated one by one). Once those have been imported (at most FIRST_FRAME_WAIT_MS)
 * it adds the module preloads, one per task, all fetched in parallel: fetched at the same time,
 * the page's 25 modules took the link and the compiler threads from hls.js (141 KB gzip, compiled
 * in full off the main thread: scripts/compile-hints.ts), and the stream started 50-60 ms later
 * on two cores (ADR 0061). It waits for the early modules' `firstFrame` (at most
 * FIRST_FRAME_WAIT_MS: the stream's start needs the main thread for a few short steps, each of
 * which would otherwise queue behind a module's evaluation), then evaluates the modules one by
 * one in preload order with a task between them (one module graph evaluated at once is one long
 * task, which blocks input as long), imports the route modules, sets `__remixRouteModules` and
 * imports the entry, as Remix's module script does. Without paint timing it waits for an
 * animation frame and a task; after START_AT_THE_LATEST_MS it starts anyway. A hidden document
 * gets no frames: it starts at once, or when it is shown. The preload links go at the end of
 * <head>, where React's hydration leaves extra nodes alone.
 */
export const LOADER_SCRIPT = [
  '(function(){',
  `var d=JSON.parse(document.getElementById(${JSON.stringify(HYDRATION_MODULES_ID)}).textContent),started=false,P=window.PerformanceObserver;`,
  'window.__remixManifest=d.manifest;',
  // `f` in a task of its own, as soon as the queue allows: a message, which (unlike a timer) is never clamped.
  'function soon(f){var c=new MessageChannel();c.port1.onmessage=function(){c.port1.close();f()};c.port2.postMessage(0)}',
  'function start(){if(started)return;started=true;',
  'var M=window.MediaSource||window.ManagedMediaSource,imports=(d.early||[]).concat(M&&d.mediaSource||[]).map(function(h){return import(h).catch(function(){})}),',
  'early=imports.map(function(p){return p.then(function(m){return m&&m.firstFrame})}),',
  `bound=imports.length?new Promise(function(r){setTimeout(r,${FIRST_FRAME_WAIT_MS})}):null;`,
  // One preload link per task (PRELOADS_PER_TASK), after the early modules. The next one comes
  // in a message task: 25 timers nested in each other would wait 4 ms each from the fifth on.
  `var links=d.preload.slice();function add(){links.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});if(links.length)soon(add)}`,
  'if(bound)Promise.race([Promise.all(imports),bound]).then(add);else add();',
  // Between two evaluations a timer, not soon(): there the message task showed no gain (ADR 0066).
  'var shared=d.preload.filter(function(h){return h!==d.entry}),i=0;',
  'function next(){if(i>=shared.length)return Promise.resolve();return import(shared[i++]).then(function(){return new Promise(function(r){setTimeout(r,0)})}).then(next)}',
  'function hydrate(){next().then(function(){return Promise.all(d.routes.map(function(r){return import(r[1])}))}).then(function(m){var o={};',
  'd.routes.forEach(function(r,i){o[r[0]]=m[i]});window.__remixRouteModules=o;return import(d.entry)})}',
  'if(bound)Promise.race([Promise.all(early),bound]).then(hydrate);else hydrate()}',
  // The timed images (elementtiming) that can still be shown; those that failed are not waited for.
  'function whenShown(f){var w=[].filter.call(document.querySelectorAll("img[elementtiming]"),function(i){return!i.complete||i.naturalWidth>0}),n=w.length;',
  'function go(){if(n>=0){n=-1;setTimeout(f,0)}}',
  'function shown(i){var k=w.indexOf(i);if(k>=0){w[k]=null;if(--n===0)go()}}',
  'if(!n)return go();',
  `setTimeout(go,${TIMED_IMAGES_WAIT_MS});`,
  'w.forEach(function(i){i.addEventListener("error",function(){shown(i)})});',
  'if(P.supportedEntryTypes.indexOf("element")>=0)new P(function(list){list.getEntries().forEach(function(e){shown(e.element)})}).observe({type:"element",buffered:true});',
  // Without Element Timing: loaded, then one frame drawn (a task after the frame's callbacks).
  'else w.forEach(function(i){function drawn(){requestAnimationFrame(function(){setTimeout(function(){shown(i)},0)})}if(i.complete)drawn();else i.addEventListener("load",drawn)})}',
  'if(document.visibilityState==="hidden")start();',
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();whenShown(start)}}).observe({type:"paint",buffered:true});',
  `setTimeout(start,${START_AT_THE_LATEST_MS})}`,
  'else requestAnimationFrame(function(){setTimeout(start,0)});',
  'document.addEventListener("visibilitychange",start,{once:true})',
  '})()',
].join('');

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The JSON of a document's modules, or null when the page uses Remix's `<Scripts>` (see `paintsFirst`). */
export function hydrationModulesJson(context: EntryContext, early: EarlyModules = {}): string | null {
  if (!paintsFirst(context)) return null;
  const { matches, location } = context.staticHandlerContext;
  const ids = matches.map((match) => match.route.id);
  const modules = hydrationModules(context.manifest, ids, partialManifest(context.manifest, ids, location.pathname));
  return scriptJson(early.early?.length ? { ...modules, ...early } : modules);
}
