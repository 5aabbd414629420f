/**
 * Blocks whose data the document left out of its hydration data (block-data-once.server.ts):
 * their context says where it is (`later`: the route, `heroes` or `rows`, the index). The
 * route's data request for the same URL is asked once per document; until it answers, the
 * block throws its promise, so React, while hydrating, keeps the block's server markup in its
 * Suspense boundary (visible, links working), then hydrates it with the same data. Blocks that
 * came with their data (client navigations, revalidations) pass straight through, so a block
 * never changes component when its data is refreshed.
 */
import type { AnyBlockComponent } from '../../blocks/components/page';
import type { BlockRenderProps } from '../../blocks/types';
import type { LaterBlock } from './block-data-once.server';

type Page = Partial<Record<LaterBlock['part'], unknown[]>>;
type Answer = { page: Page } | { error: unknown };

const answers = new Map<string, Answer>();
const pending = new Map<string, Promise<void>>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function laterBlock(context: unknown): LaterBlock | null {
  const later = isRecord(context) ? context.later : undefined;
  return isRecord(later) && typeof later.route === 'string' && (later.part === 'heroes' || later.part === 'rows') && typeof later.index === 'number'
    ? { route: later.route, part: later.part, index: later.index }
    : null;
}

/** The route's page, from its data request for this document's URL (asked up to three times). */
async function fetchPage(route: string): Promise<Page> {
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.set('_data', route);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url.pathname} data answered ${response.status}`);
      const data = (await response.json()) as { page?: unknown };
      return isRecord(data.page) ? (data.page as Page) : {};
    } catch (error) {
      if (attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 3 ** attempt));
    }
  }
}

function load(route: string): Promise<void> {
  let promise = pending.get(route);
  if (!promise) {
    promise = fetchPage(route).then(
      (page) => void answers.set(route, { page }),
      (error: unknown) => void answers.set(route, { error }),
    );
    pending.set(route, promise);
  }
  return promise;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Props = BlockRenderProps<any, any>;
const wrapped = new WeakMap<AnyBlockComponent, AnyBlockComponent>();

/** `Component` taking its props and context from the route's data request when the document left them out. */
export function withLaterData(Component: AnyBlockComponent): AnyBlockComponent {
  let LaterData = wrapped.get(Component);
  if (!LaterData) {
    LaterData = function LaterData({ props, context }: Props) {
      const later = laterBlock(context);
      if (!later) return <Component props={props} context={context} />;
      const answer = answers.get(later.route);
      if (!answer) throw load(later.route);
      // A failed request is the block's error (its boundary), never a block hydrated without its data.
      if ('error' in answer) throw answer.error;
      const block = answer.page[later.part]?.[later.index];
      if (!isRecord(block) || block.ok !== true) throw new Error(`The page's ${later.part} ${later.index} is gone from its data.`);
      return <Component props={block.props} context={block.context} />;
    };
    wrapped.set(Component, LaterData);
  }
  return LaterData;
}
