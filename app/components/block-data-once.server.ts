/**
 * A composed page's blocks are sent once per document: as markup, not again as hydration data.
 * Their data (heroes' texts and images, rows' cards) was most of the hydration data (about
 * 20 KB of home's HTML: every card twice), and a block needs it only to hydrate, which it can
 * do a moment later: the browser asks the route's data request for the same URL
 * (block-data-later.tsx) while each block, suspended in its Suspense boundary, keeps the
 * server's markup as it is (visible, links working, nothing moves). Blocks load their code on
 * demand anyway (blocks/components/loadable.tsx), so they wait for both at once.
 *
 * The hydration data is edited as a string, as the lean labels do (lean-labels.server.ts): each
 * block's serialised `"props":…,"context":…` becomes `"props":null,"context":{"later":{…}}`
 * (the route whose data has it, `heroes` or `rows`, the block's index). A block it cannot find
 * is left whole (it hydrates from the document as before). The page's structure (types, keys,
 * layout) stays, so the route renders the same tree; data requests and client navigations are
 * untouched.
 */
import type { EntryContext } from '@remix-run/node';
import { escapeHtml } from '~/labels/lean-labels.server';

export interface LaterBlock {
  route: string;
  part: 'heroes' | 'rows';
  index: number;
}

interface BlockData extends LaterBlock {
  props: unknown;
  context: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every rendered block of a composed page (a route's data with `page.heroes`/`page.rows`). */
export function composedBlocks(loaderData: unknown): BlockData[] {
  const blocks: BlockData[] = [];
  if (!isRecord(loaderData)) return blocks;
  for (const [route, data] of Object.entries(loaderData)) {
    const page = isRecord(data) ? data.page : undefined;
    if (!isRecord(page)) continue;
    for (const part of ['heroes', 'rows'] as const) {
      const list = page[part];
      if (!Array.isArray(list)) continue;
      list.forEach((block: unknown, index) => {
        if (isRecord(block) && block.ok === true && 'props' in block) blocks.push({ route, part, index, props: block.props, context: block.context });
      });
    }
  }
  return blocks;
}

/** `handoff` with each block's props and context replaced by where the browser finds them. */
export function withoutBlockData(handoff: string, blocks: readonly BlockData[]): string {
  let out = handoff;
  for (const { route, part, index, props, context } of blocks) {
    const whole = `"props":${escapeHtml(JSON.stringify(props))},"context":${escapeHtml(JSON.stringify(context) ?? 'null')}`;
    const at = out.indexOf(whole);
    if (at < 0) continue;
    const later = escapeHtml(JSON.stringify({ later: { route, part, index } satisfies LaterBlock }));
    out = `${out.slice(0, at)}"props":null,"context":${later}${out.slice(at + whole.length)}`;
  }
  return out;
}

/** Leaves composed pages' block data out of the document's hydration data (call before `leanHandoff`). */
export function blockDataOnce(context: EntryContext): void {
  const handoff = context.serverHandoffString;
  if (typeof handoff !== 'string') return;
  const blocks = composedBlocks(context.staticHandlerContext.loaderData);
  if (blocks.length) context.serverHandoffString = withoutBlockData(handoff, blocks);
}
