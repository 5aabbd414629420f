/**
 * ComposedPage: renders a section's heroes and buckets through the block registry.
 *
 * Validation is server work: the route loader calls `prepareComposedPage` (composed-page.server.ts),
 * which looks every hero and bucket up in the block registry, validates its props with the
 * block's zod schema, and answers a serialisable `PreparedPage`. This
 * module renders that answer with the components-only registry (blocks/components/), so
 * neither zod nor any schema (nor sanitize-html) reaches the browser. Unknown types and
 * invalid props were reported with JSON pointers on the server:
 *  - development and admin preview (`mode: 'preview'`): a visible error panel in place of the block;
 *  - production: the block is left out (the prepare step drops it), the page still renders,
 *    the report is logged on the server.
 *
 * Failure isolation, server and client (docs/decisions/0005-block-registry.md):
 *  - validation runs before rendering, so bad data never reaches a component;
 *  - each block sits in its own <Suspense fallback={null}> inside a <BlockBoundary>.
 *    React error boundaries do not run during server rendering, but a component that
 *    throws inside a Suspense boundary during renderToPipeableStream makes React emit
 *    that boundary's fallback (nothing) and retry the block on the client, where the
 *    BlockBoundary catches a second failure. One throwing block never takes the page down.
 */
import type { SerializeFrom } from '@remix-run/node';
import { lazy, Suspense, type ReactNode } from 'react';
import { heroComponent, layoutComponent, rowComponent, type AnyBlockComponent } from '../../blocks/components/page';
import { BlockBoundary, BlockErrorPanel } from '../../blocks/render';
import { BlockEnvironmentProvider, type BlockEnvironment } from '../../blocks/shared/environment';
import type { BlockIssue } from '../../blocks/types';
import { useKeyText } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { clientPathFor } from '~/routing/client-paths';
import { bucketPageUrl } from '~/routing/path-builder';
import { withLaterData } from './block-data-later';

export type ComposedPageMode = 'live' | 'preview';

/** A validated hero or row (props are the schema's output), or the report for one that is not rendered. */
export type PreparedBlock =
  | {
      ok: true;
      key: string;
      /** JSON pointer of the entry in the section (`/heroes/0`, `/buckets/3`). */
      pointer: string;
      type: string;
      /** For error messages: `Row "grid"`. */
      label: string;
      props: unknown;
      /** Kind-specific runtime data: `{ index }` for heroes, the bucket (RowContext) for rows. */
      context: unknown;
    }
  | { ok: false; key: string; pointer: string; title: string; issues: BlockIssue[] };

export type PreparedLayout = { ok: true; type: string; props: unknown } | { ok: false; issues: BlockIssue[] };

/** What `prepareComposedPage` answers: JSON-serialisable, handed from the loader to <ComposedPage />. */
export interface PreparedPage {
  sectionId: string;
  heroes: PreparedBlock[];
  rows: PreparedBlock[];
  layout: PreparedLayout | null;
  /** Every reported problem (empty when errors are not shown: production live pages). */
  issues: BlockIssue[];
}

export interface ComposedPageProps {
  /** From the loader (useLoaderData gives the JSON round trip of it) or straight from prepareComposedPage. */
  page: PreparedPage | SerializeFrom<PreparedPage>;
  /** 'preview' shows validation panels even in production builds (admin previews). */
  mode?: ComposedPageMode;
  /** Extra content for a sidebar layout's sidebar zone. */
  sidebar?: ReactNode;
  /** Overrides for the block environment (admin previews pick locale/direction). */
  environment?: Partial<BlockEnvironment>;
}

export function showsErrors(mode: ComposedPageMode | undefined): boolean {
  return mode === 'preview' || process.env.NODE_ENV !== 'production';
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

// Loaded on the first open of a playlist card: none of it is in home's first bundle (home JS budget).
const ExpandedPlaylistCard = lazy(() => import('~/playlist/expanded-card'));
// Buttons with a personal action appear on a few section heroes and rows only: their code is not in home's bundle.
const CtaActionButton = lazy(() => import('~/lists/cta-action'));

// Loaded after hydration by a hero with an animated background only.
const HeroBackgroundVideo = lazy(() => import('~/heroes/background-video'));

/** The block environment for live pages: the app's labels, content links, bucket URLs and the expanded playlist card. */
export function useAppBlockEnvironment(overrides: Partial<BlockEnvironment> = {}): Partial<BlockEnvironment> {
  const keyText = useKeyText();
  const root = useRootDataOutsideRouterToo();
  const locale = overrides.locale ?? root?.locale ?? 'en';
  const isGuest = root?.user.isGuest ?? true;
  const paths = root?.paths;
  const env: Partial<BlockEnvironment> = {
    t: keyText,
    // Inside the app, content links come written by the server for this viewer (content
    // hrefs in the loader data: content-hrefs.server.ts) and section links from the viewer's
    // path set (root loader data); outside it (tests, standalone renders) the blocks' defaults apply.
    ...(paths
      ? {
          contentHref: (card) => {
            const href = (card as { href?: unknown }).href;
            return typeof href === 'string' ? href : '#';
          },
          sectionHref: (id) => clientPathFor(paths)('section', { id }),
          // Personal buttons post through Remix (fetchers): only inside the app's router.
          CtaAction: CtaActionButton,
        }
      : {}),
    bucketPageUrl,
    locale,
    direction: root?.dir ?? 'ltr',
    isGuest,
    ExpandedPlaylistCard,
    HeroBackgroundVideo,
    ...overrides,
  };
  return env;
}

/** A hero's or row's component, taking its data from the route's data request when the document left it out (block-data-later.tsx). */
const laterData = (lookup: (type: string) => AnyBlockComponent | undefined) => (type: string) => {
  const Component = lookup(type);
  return Component && withLaterData(Component);
};
const heroWithData = laterData(heroComponent);
const rowWithData = laterData(rowComponent);

/** One prepared block through its component, inside its error boundary and Suspense (see above). */
export function renderBlock(
  entry: PreparedBlock | SerializeFrom<PreparedBlock>,
  lookup: (type: string) => AnyBlockComponent | undefined,
  showErrors: boolean,
): ReactNode {
  if (!entry.ok) return showErrors ? <BlockErrorPanel key={entry.key} title={entry.title} issues={entry.issues} /> : null;
  const Component = lookup(entry.type);
  if (!Component) {
    // The server registry knows a type the components registry does not (blocks/components/ out of step).
    return showErrors ? (
      <BlockErrorPanel
        key={entry.key}
        title={`${entry.label} not rendered`}
        issues={[{ pointer: entry.pointer, message: `No component registered for "${entry.type}".` }]}
      />
    ) : null;
  }
  return (
    <BlockBoundary key={entry.key} label={entry.label} pointer={entry.pointer} showErrors={showErrors}>
      <Suspense fallback={null}>
        <Component props={entry.props} context={entry.context} />
      </Suspense>
    </BlockBoundary>
  );
}

export function ComposedPage({ page, mode = 'live', sidebar, environment }: ComposedPageProps) {
  const env = useAppBlockEnvironment(environment);
  const showErrors = showsErrors(mode);

  const heroNodes = page.heroes.map((entry) => renderBlock(entry, heroWithData, showErrors)).filter((node) => node !== null);
  const rowNodes = page.rows.map((entry) => renderBlock(entry, rowWithData, showErrors));

  const header = heroNodes.length ? <div className="blk-heroes">{heroNodes}</div> : undefined;
  const main = <div className="blk-rows">{rowNodes}</div>;

  let layoutNode: ReactNode = (
    <>
      {header}
      {main}
    </>
  );
  const layout = page.layout;
  const Layout = layout?.ok ? layoutComponent(layout.type) : !layout ? layoutComponent('default') : undefined;
  if (layout && !layout.ok) {
    layoutNode = (
      <>
        {showErrors ? <BlockErrorPanel title="Layout not applied" issues={layout.issues} /> : null}
        {layoutNode}
      </>
    );
  } else if (Layout) {
    layoutNode = <Layout props={layout?.ok ? layout.props : { width: 'full' }} context={{ header, main, sidebar }} />;
  }

  return (
    <BlockEnvironmentProvider value={env}>
      <div className="blk-root" data-section={page.sectionId}>
        {layoutNode}
      </div>
    </BlockEnvironmentProvider>
  );
}
