/**
 * Shared route exports for pages: `meta` from the loader's `meta` object (title,
 * description, canonical, hreflang alternates) and `headers` passing the loader's
 * Cache-Control through.
 */
import type { HeadersFunction, MetaDescriptor, MetaFunction } from '@remix-run/node';
import { VIEWER_REUSE_HEADER } from './viewer-reuse';

interface MetaShape {
  title: string;
  description?: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

type Matches = ReadonlyArray<{ id: string; data?: unknown }>;

/** "<label> | <realm name>", the label read from the root loader's labels (the fallback when it has none). */
function labelledTitle(matches: Matches | undefined, labelKey: string, fallback: string): string {
  const root = matches?.find((match) => match.id === 'root')?.data as { labels?: Record<string, string>; realmName?: string } | undefined;
  const text = root?.labels?.[labelKey] ?? fallback;
  return root?.realmName ? `${text} | ${root.realmName}` : text;
}

/** The error page title when the loader failed (no meta): from the root labels. */
function errorTitle(matches: Matches | undefined): string {
  return labelledTitle(matches, 'errorTitle', 'Something went wrong');
}

/** `meta` of a screen titled by one label (account screens): the label's title, the loader's links. */
export function labelledMeta(labelKey: string, fallback: string): MetaFunction<unknown> {
  return ({ data, matches }) => {
    const [, ...rest] = metaFrom((data as { meta?: MetaShape } | undefined)?.meta, matches);
    return [{ title: labelledTitle(matches, labelKey, fallback) }, ...rest];
  };
}

export function metaFrom(meta: MetaShape | undefined, matches?: Matches): MetaDescriptor[] {
  if (!meta) return [{ title: errorTitle(matches) }, { name: 'robots', content: 'noindex' }];
  return [
    { title: meta.title },
    ...(meta.description ? [{ name: 'description', content: meta.description }] : []),
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    // Lower-case `hreflang` (not React's `hrefLang`) so the raw HTML reads as crawlers and tests expect.
    ...meta.alternates.map((alternate) => ({ tagName: 'link', rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
  ];
}

export const passCacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  for (const name of ['Cache-Control', 'Vary', 'Retry-After', VIEWER_REUSE_HEADER]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
