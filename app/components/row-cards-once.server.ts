/**
 * A composed page's row cards are sent once per document: in its markup, not again in its
 * hydration data. Cards were the largest part of that data (10-12 KB of home's HTML), and a
 * row needs them only to hydrate, which it can do a moment later: the browser asks the route's
 * data request for the same URL (row-cards-later.tsx) while each such row, suspended in its
 * Suspense boundary, keeps the server's markup as it is (links work, nothing moves).
 *
 * The hydration data is edited as a string, as the lean labels do (lean-labels.server.ts):
 * each row's serialised `"contentList":[…]` becomes `"contentList":[],"cardsFrom":{"route":…,"row":…}`
 * (the route whose data has the cards and the row's index in its page),
 * found in the order Remix wrote the rows. A list it cannot find is left in place (that row
 * hydrates from the document as before). Rows without cards, data requests and client
 * navigations are untouched: they keep their cards.
 */
import type { EntryContext } from '@remix-run/node';
import { escapeHtml } from '~/labels/lean-labels.server';

interface CardList {
  routeId: string;
  /** Index in the page's rows. */
  row: number;
  list: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every non-empty row card list of a composed page (a route's data with `page.rows`), in serialisation order. */
export function rowCardLists(loaderData: unknown): CardList[] {
  const lists: CardList[] = [];
  if (!isRecord(loaderData)) return lists;
  for (const [routeId, data] of Object.entries(loaderData)) {
    const rows = isRecord(data) && isRecord(data.page) ? data.page.rows : undefined;
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: unknown, index) => {
      const bucket = isRecord(row) && isRecord(row.context) ? row.context.bucket : undefined;
      const list = isRecord(bucket) ? bucket.contentList : undefined;
      if (Array.isArray(list) && list.length) lists.push({ routeId, row: index, list });
    });
  }
  return lists;
}

/** `handoff` with each list's serialisation replaced by an empty list and the route to ask for it. */
export function withoutRowCards(handoff: string, lists: readonly CardList[]): string {
  let out = '';
  let from = 0;
  for (const { routeId, row, list } of lists) {
    const whole = `"contentList":${escapeHtml(JSON.stringify(list))}`;
    const at = handoff.indexOf(whole, from);
    if (at < 0) continue;
    out += `${handoff.slice(from, at)}"contentList":[],"cardsFrom":${escapeHtml(JSON.stringify({ route: routeId, row }))}`;
    from = at + whole.length;
  }
  return out + handoff.slice(from);
}

/** Leaves the row cards out of the document's hydration data (call before `leanHandoff`). */
export function rowCardsOnce(context: EntryContext): void {
  const handoff = context.serverHandoffString;
  if (typeof handoff !== 'string') return;
  const lists = rowCardLists(context.staticHandlerContext.loaderData);
  if (lists.length) context.serverHandoffString = withoutRowCards(handoff, lists);
}
