/**
 * Rows whose cards the document left out of its hydration data (row-cards-once.server.ts):
 * their bucket says where the cards are (`cardsFrom`: the route and the row's index). The
 * route's data request for the same URL is asked once per document; until it answers, the row
 * throws its promise, so React, while hydrating, keeps the row's server markup in its Suspense
 * boundary (visible, links working), then hydrates it with the same cards. Rows that came with
 * their cards (client navigations, revalidations) pass straight through, so a row never
 * changes component when its data is refreshed.
 */
import type { AnyBlockComponent } from '../../blocks/components/page';
import type { BlockRenderProps } from '../../blocks/types';

interface CardsFrom {
  route: string;
  row: number;
}

type Answer = { rows: unknown[] } | { error: unknown };

const answers = new Map<string, Answer>();
const pending = new Map<string, Promise<void>>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function cardsFrom(context: unknown): CardsFrom | null {
  const bucket = isRecord(context) ? context.bucket : undefined;
  const from = isRecord(bucket) ? bucket.cardsFrom : undefined;
  return isRecord(from) && typeof from.route === 'string' && typeof from.row === 'number' ? { route: from.route, row: from.row } : null;
}

/** The route's rows, from its data request for this document's URL (retried twice on failure). */
async function fetchRows(route: string): Promise<unknown[]> {
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.set('_data', route);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url.pathname} data answered ${response.status}`);
      const data = (await response.json()) as { page?: { rows?: unknown } };
      return Array.isArray(data.page?.rows) ? data.page.rows : [];
    } catch (error) {
      if (attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 3 ** attempt));
    }
  }
}

function load(route: string): Promise<void> {
  let promise = pending.get(route);
  if (!promise) {
    promise = fetchRows(route).then(
      (rows) => void answers.set(route, { rows }),
      (error: unknown) => void answers.set(route, { error }),
    );
    pending.set(route, promise);
  }
  return promise;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Props = BlockRenderProps<any, any>;
const wrapped = new WeakMap<AnyBlockComponent, AnyBlockComponent>();

/** `Component` taking its cards from the route's data request when the document left them out. */
export function withLaterCards(Component: AnyBlockComponent): AnyBlockComponent {
  let RowCards = wrapped.get(Component);
  if (!RowCards) {
    RowCards = function RowCards({ props, context }: Props) {
      const from = cardsFrom(context);
      if (!from) return <Component props={props} context={context} />;
      const answer = answers.get(from.route);
      if (!answer) throw load(from.route);
      // A failed request is the row's error (its boundary), never an empty row hydrated over its cards.
      if ('error' in answer) throw answer.error;
      const row = answer.rows[from.row];
      return <Component props={props} context={isRecord(row) && row.context ? row.context : context} />;
    };
    wrapped.set(Component, RowCards);
  }
  return RowCards;
}
