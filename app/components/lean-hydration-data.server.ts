/**
 * A document's hydration data, written once: without its composed blocks' data
 * (block-data-once.server.ts) and with only the labels its markup read (lean-labels.server.ts).
 *
 * Remix has already serialised the whole state when the entry runs; editing that string cost a
 * serialisation of every block and of the label table to find them, and a copy of the whole
 * string per block found. Instead the state is serialised again once, from shallow copies in
 * which each block's `props`/`context` already are the `later` marker and the label table is a
 * placeholder; when <Scripts> turns the data into text (after the markup has read its labels),
 * the placeholder becomes the labels read and `labelsOmitted`. The result is the string the edits
 * produced, byte for byte. A document with errors (Remix serialises them its own way) keeps the
 * edits of Remix's string.
 */
import type { EntryContext } from '@remix-run/node';
import { escapeHtml, leanHandoff, recordLabelReads } from '~/labels/lean-labels.server';
import { blockDataOnce, composedBlocks, type LaterBlock } from './block-data-once.server';

type Data = Record<string, unknown>;

/** The route data with every rendered block's props and context replaced by where the browser finds them. */
function withLaterBlocks(loaderData: Data): Data {
  const blocks = composedBlocks(loaderData);
  if (!blocks.length) return loaderData;
  const lean: Data = { ...loaderData };
  const pages = new Map<string, Data>();
  for (const { route, part, index } of blocks) {
    let page = pages.get(route);
    if (!page) {
      const data = loaderData[route] as Data;
      const original = data.page as Data;
      page = { ...original };
      for (const list of ['heroes', 'rows'] as const) if (Array.isArray(original[list])) page[list] = [...(original[list] as unknown[])];
      pages.set(route, page);
      lean[route] = { ...data, page };
    }
    const list = page[part] as Data[];
    list[index] = { ...list[index], props: null, context: { later: { route, part, index } satisfies LaterBlock } };
  }
  return lean;
}

export function leanHydrationData(context: EntryContext): void {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (errors || typeof context.serverHandoffString !== 'string') {
    blockDataOnce(context);
    leanHandoff(context);
    return;
  }
  const recorded = recordLabelReads(context);
  // A copy either way: the render reads the context's own data (the labels through their recorder).
  const lean = { ...withLaterBlocks(loaderData as Data) };
  // A placeholder no text can contain (a NUL is escaped by JSON), in the table's place.
  const placeholder = `\u0000labels${Math.random()}`;
  const serialisedPlaceholder = JSON.stringify(placeholder);
  if (recorded) lean.root = { ...(lean.root as Data), labels: placeholder };
  const { basename } = context as { basename?: string };
  // The object Remix serialises (server-runtime's handleDocumentRequest), in its order.
  const handoff = escapeHtml(
    JSON.stringify({
      basename,
      criticalCss: context.criticalCss,
      future: context.future,
      isSpaMode: context.isSpaMode,
      state: { loaderData: lean, actionData, errors },
    }),
  );
  if (!recorded) {
    context.serverHandoffString = handoff;
    return;
  }
  let written: string | undefined;
  const write = () => {
    const kept: Record<string, string> = {};
    let omitted = 0;
    for (const [key, text] of Object.entries(recorded.labels)) {
      if (recorded.used.has(key)) kept[key] = text;
      else omitted += 1;
    }
    const labels = escapeHtml(JSON.stringify(omitted ? kept : recorded.labels)) + (omitted ? `,"labelsOmitted":${omitted}` : '');
    const at = handoff.indexOf(serialisedPlaceholder);
    return `${handoff.slice(0, at)}${labels}${handoff.slice(at + serialisedPlaceholder.length)}`;
  };
  context.serverHandoffString = { toString: () => (written ??= write()) } as unknown as string;
}
