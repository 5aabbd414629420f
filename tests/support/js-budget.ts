/**
 * Client JavaScript weight of a server-rendered page, as gzip bytes.
 * Shared by `bench/web.ts` and the e2e budget check, so both count the same thing:
 * every JS file the HTML asks for (`<script src>`, `<link rel="modulepreload">`, static
 * `import` specifiers inside inline module scripts, and the modules listed for loading after
 * the first paint), each fetched once and
 * gzipped at level 9. Inline script bytes are reported separately (they are mostly
 * serialized loader data, not code).
 */
import { gzipSync } from 'node:zlib';
import { HYDRATION_MODULES_ID } from '../../app/components/hydration-modules';

/**
 * Home's JavaScript ceiling, gzip. 90 KB: 85.5 KB of it are React, React DOM, React Router and
 * Remix; the rest is the root (labels, paths), the home route and the helpers they share. The top
 * bar, a composed page's body, its heroes and its rows are chunks loaded on demand, hydrated once
 * they arrive while their server markup stays (ADR 0044 has the breakdown).
 */
export const JS_BUDGET_GZIP_BYTES = 90 * 1024;
/**
 * Raw bytes of a home page's HTML (markup plus hydration data), not gzip: what the browser
 * parses. 60 KB: arena's signed-in home, the largest, is about 56 KB since a composed page's
 * blocks are sent once, as markup, and hydrate from the route's data request, and its artwork
 * is root-relative (ADR 0044).
 */
export const HTML_BUDGET_BYTES = 60 * 1024;

/**
 * hls.js as a watch page loads it once its poster is on screen, gzip. 150 KB: the build without
 * the features no stream of the product uses (scripts/build-hls.mjs) is about 141 KB; the
 * package's own ES module build, 181 KB, would not fit (ADR 0061).
 */
export const HLS_BUDGET_GZIP_BYTES = 150 * 1024;

export interface JsFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsWeight {
  files: JsFile[];
  totalGzipBytes: number;
  totalRawBytes: number;
  inlineScriptGzipBytes: number;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** The modules the document loads after its first paint (app/components/paint-first-scripts.tsx). */
function hydrationModuleUrls(json: string): string[] {
  const modules = JSON.parse(json) as { preload?: unknown; entry?: unknown };
  const urls = Array.isArray(modules.preload) ? modules.preload.filter((url): url is string => typeof url === 'string') : [];
  return typeof modules.entry === 'string' ? [...urls, modules.entry] : urls;
}

/** The modules a watch document imports where the browser has Media Source Extensions (hls.js), resolved against the page URL. */
export function mediaSourceModuleUrls(html: string, pageUrl: string): string[] {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attr(`<script${match[1]}>`, 'id') !== HYDRATION_MODULES_ID) continue;
    const { mediaSource } = JSON.parse(match[2]) as { mediaSource?: unknown };
    return Array.isArray(mediaSource) ? mediaSource.filter((url): url is string => typeof url === 'string').map((url) => new URL(url, pageUrl).toString()) : [];
  }
  return [];
}

/** JS URLs referenced by the HTML, resolved against the page URL, in document order, deduplicated. */
export function scriptUrls(html: string, pageUrl: string): { urls: string[]; inline: string[] } {
  const urls = new Set<string>();
  const inline: string[] = [];
  const add = (href: string | undefined) => {
    if (!href) return;
    try {
      urls.add(new URL(href.replace(/&amp;/g, '&'), pageUrl).toString());
    } catch {
      /* not a URL: ignore */
    }
  };

  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(match[0], 'rel')?.toLowerCase() ?? '';
    if (rel.split(/\s+/).includes('modulepreload')) add(attr(match[0], 'href'));
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = `<script${match[1]}>`;
    const src = attr(open, 'src');
    if (src) {
      add(src);
      continue;
    }
    const type = attr(open, 'type')?.toLowerCase();
    if (type === 'application/json' && attr(open, 'id') === HYDRATION_MODULES_ID) {
      for (const href of hydrationModuleUrls(match[2])) add(href);
      continue;
    }
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    const body = match[2];
    inline.push(body);
    for (const spec of body.matchAll(/\bimport\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+\.m?js[^"']*)["']/g)) add(spec[1]);
    for (const spec of body.matchAll(/\bimport\(\s*["']([^"']+\.m?js[^"']*)["']\s*\)/g)) add(spec[1]);
  }
  return { urls: [...urls], inline };
}

export async function measureJs(html: string, pageUrl: string, headers?: Record<string, string>): Promise<JsWeight> {
  const { urls, inline } = scriptUrls(html, pageUrl);
  const files: JsFile[] = [];
  for (const url of urls) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    files.push({ url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalRawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    inlineScriptGzipBytes: inline.length ? gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length : 0,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
