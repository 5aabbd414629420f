/**
 * ComposedPage: renders a section's heroes and buckets through the block registry.
 *
 * For every hero and bucket: look up the block by its type, validate its props with
 * the block's zod schema, then render it. Unknown types and invalid props are
 * reported with JSON pointers:
 *  - development and admin preview (`mode: 'preview'`): a visible error panel in place of the block;
 *  - production: the block is left out, the page still renders, the report is logged
 *    (server console during SSR).
 *
 * Failure isolation, server and client (docs/decisions/0005-block-registry.md):
 *  - validation runs before rendering, so bad data never reaches a component;
 *  - each block sits in its own <Suspense fallback={null}> inside a <BlockBoundary>.
 *    React error boundaries do not run during server rendering, but a component that
 *    throws inside a Suspense boundary during renderToPipeableStream makes React emit
 *    that boundary's fallback (nothing) and retry the block on the client, where the
 *    BlockBoundary catches a second failure. One throwing block never takes the page down.
 */
import { Suspense, type ReactNode } from 'react';
import blocksStylesHref from '../../blocks/blocks.css';
import { lookupBlock } from '../../blocks/index';
import { BlockBoundary, BlockErrorPanel, resolveBlock, resolveBucket, resolveHero, type BlockIssue } from '../../blocks/render';
import { BlockEnvironmentProvider, type BlockEnvironment } from '../../blocks/shared/environment';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { accessAwareLink } from '~/routing/content-links';
import { bucketPageUrl, pathFor } from '~/routing/paths';

export type ComposedPageMode = 'live' | 'preview';

export interface ComposedPageProps {
  heroes: unknown[];
  buckets: unknown[];
  sectionId: string;
  /** 'preview' shows validation panels even in production builds (admin previews). */
  mode?: ComposedPageMode;
  /** Optional page layout `{ type, ...props }` (layouts registry); default zones header + main. */
  layout?: unknown;
  /** Extra content for a sidebar layout's sidebar zone. */
  sidebar?: ReactNode;
  /** Overrides for the block environment (admin previews pick locale/direction). */
  environment?: Partial<BlockEnvironment>;
  /** What blocks' server `load` returned, keyed by JSON pointer (composed-page.server.ts loadBlockData). */
  loaded?: Record<string, unknown>;
}

/** Stylesheet for the blocks; add to a route's `links` (root does it for every page). */
export const composedPageLinks = () => [{ rel: 'stylesheet', href: blocksStylesHref }];

export function showsErrors(mode: ComposedPageMode | undefined): boolean {
  return mode === 'preview' || process.env.NODE_ENV !== 'production';
}

function logReport(sectionId: string, what: string, issues: BlockIssue[]) {
  // Logged where the page is rendered on the server; the browser would only repeat it.
  if (typeof window !== 'undefined') return;
  console.error(`[blocks] section "${sectionId}": ${what} left out:\n${issues.map((i) => `  ${i.pointer || '/'} ${i.message}`).join('\n')}`);
}

/**
 * Root loader data, or undefined when rendered outside a Remix router (unit tests,
 * standalone renders). useRouteLoaderData throws there; it throws on every render or
 * on none, so the hook order stays stable.
 */
function useRootDataOutsideRouterToo() {
  try {
    return useRootData();
  } catch {
    return undefined;
  }
}

/** The block environment for live pages: web-core's labels, content links and bucket URLs. */
export function useAppBlockEnvironment(overrides: Partial<BlockEnvironment> = {}): Partial<BlockEnvironment> {
  const t = useT();
  const root = useRootDataOutsideRouterToo();
  const locale = overrides.locale ?? root?.locale ?? 'en';
  const isGuest = root?.user.isGuest ?? true;
  const features = root?.features;
  return {
    t: (key) => t(key),
    contentHref: (card) => accessAwareLink(card, { isGuest }, { locale, features }) ?? '#',
    sectionHref: (id) => pathFor('section', { id }, { locale }),
    bucketPageUrl: (section, bucketId, lastSeen) => bucketPageUrl(section, bucketId, lastSeen),
    locale,
    direction: root?.dir ?? 'ltr',
    isGuest,
    ...overrides,
  };
}

export function ComposedPage({ heroes, buckets, sectionId, mode = 'live', layout, sidebar, environment, loaded = {} }: ComposedPageProps) {
  const env = useAppBlockEnvironment(environment);
  const showErrors = showsErrors(mode);

  const heroNodes = (Array.isArray(heroes) ? heroes : []).map((raw, index) => {
    const resolved = resolveHero(raw, index);
    if (!resolved.ok) {
      logReport(sectionId, `hero ${index}`, resolved.issues);
      return showErrors ? <BlockErrorPanel key={resolved.key} title={`Hero "${resolved.type}" not rendered`} issues={resolved.issues} /> : null;
    }
    const { Component } = resolved.block;
    return (
      <BlockBoundary key={resolved.key} label={`Hero "${resolved.block.type}"`} pointer={`/heroes/${index}`} showErrors={showErrors}>
        <Suspense fallback={null}>
          <Component props={resolved.props} context={{ index }} loaded={loaded[`/heroes/${index}`]} />
        </Suspense>
      </BlockBoundary>
    );
  });

  const rowNodes = (Array.isArray(buckets) ? buckets : []).map((raw, index) => {
    const { resolved, context, warnings } = resolveBucket(raw, index, sectionId);
    if (warnings.length) logReport(sectionId, `cards of bucket ${index}`, warnings);
    if (!resolved.ok || !context) {
      const issues = resolved.ok ? [] : resolved.issues;
      logReport(sectionId, `row ${index} (${resolved.ok ? '' : resolved.type})`, issues);
      return showErrors ? <BlockErrorPanel key={resolved.key} title={`Row "${resolved.ok ? '' : resolved.type}" not rendered`} issues={issues} /> : null;
    }
    const { Component } = resolved.block;
    return (
      <BlockBoundary key={resolved.key} label={`Row "${resolved.block.type}"`} pointer={`/buckets/${index}`} showErrors={showErrors}>
        <Suspense fallback={null}>
          <Component props={resolved.props} context={context} loaded={loaded[`/buckets/${index}`]} />
        </Suspense>
      </BlockBoundary>
    );
  });

  const header = heroNodes.length ? <div className="blk-heroes">{heroNodes}</div> : undefined;
  const main = <div className="blk-rows">{rowNodes}</div>;

  let layoutNode: ReactNode = (
    <>
      {header}
      {main}
    </>
  );
  if (layout !== undefined && layout !== null) {
    const raw = layout as { type?: unknown };
    const type = typeof raw === 'object' && raw && 'type' in raw ? raw.type : undefined;
    const { type: _drop, ...props } = (typeof raw === 'object' && raw ? raw : {}) as Record<string, unknown>;
    const resolved = resolveBlock<unknown>('layouts', type, props, { type: '/layout/type', props: '/layout' }, 'layout');
    if (resolved.ok) {
      const Layout = resolved.block.Component;
      layoutNode = <Layout props={resolved.props} context={{ header, main, sidebar }} />;
    } else {
      logReport(sectionId, 'layout', resolved.issues);
      layoutNode = (
        <>
          {showErrors ? <BlockErrorPanel title="Layout not applied" issues={resolved.issues} /> : null}
          {layoutNode}
        </>
      );
    }
  } else if (lookupBlock('layouts', 'default')) {
    const Layout = lookupBlock('layouts', 'default')!.Component;
    layoutNode = <Layout props={{ width: 'full' }} context={{ header, main, sidebar }} />;
  }

  return (
    <BlockEnvironmentProvider value={env}>
      <div className="blk-root" data-section={sectionId}>
        {layoutNode}
      </div>
    </BlockEnvironmentProvider>
  );
}
