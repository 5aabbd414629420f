/**
 * Server side of ComposedPage: validation, run in the route loader. Every hero, bucket
 * and the layout is resolved against the block registry (blocks/index.ts, zod schemas) here, so the browser bundle carries only the
 * components (blocks/components/) and renders the validated, serialisable props.
 *
 *  - valid blocks: `{ ok: true, type, props (schema output), context }`;
 *  - unknown types / invalid props: reported with JSON pointers and logged here; the
 *    entry is kept as `{ ok: false, issues }` only when errors are shown (development,
 *    `mode: 'preview'`), and dropped otherwise, so production pages neither render nor
 *    ship the report.
 * Parsing is all the server work a block has (the html plugin's schema sanitises), so
 * nothing here waits on the network.
 */
import { resolveBlock, resolveBucket, resolveHero } from '../../blocks/resolve';
import { withBackgroundText } from '../../blocks/rows/shared/row-background';
import type { RowContext } from '../../blocks/shared/content-card';
import type { BlockIssue } from '../../blocks/types';
import { showsErrors, type ComposedPageMode, type PreparedBlock, type PreparedLayout, type PreparedPage } from './composed-page';

function logReport(sectionId: string, what: string, issues: BlockIssue[]) {
  if (issues.length === 0) return;
  console.error(`[blocks] section "${sectionId}": ${what} left out:\n${issues.map((i) => `  ${i.pointer || '/'} ${i.message}`).join('\n')}`);
}

export interface ComposedPageInput {
  sectionId: string;
  heroes?: unknown;
  buckets?: unknown;
  /** Optional page layout `{ type, ...props }` (layouts registry). */
  layout?: unknown;
}

export interface PrepareOptions {
  /** 'preview' keeps invalid entries (with their report) for the error panels, even in production. */
  mode?: ComposedPageMode;
}

/**
 * Card fields no row shows (the long description, the search tags): a row's cards are sent twice,
 * as markup and as hydration data, so what no card renders is left out of both. Detail screens
 * and the expanded playlist card fetch their own data.
 */
const UNSHOWN_CARD_FIELDS = ['description', 'tags'] as const;

function withoutUnshownFields(context: RowContext): RowContext {
  const contentList = context.bucket.contentList.map((card) => {
    const lean = { ...card };
    for (const field of UNSHOWN_CARD_FIELDS) delete lean[field];
    return lean;
  });
  return { ...context, bucket: { ...context.bucket, contentList } };
}

/** Validate a section's heroes, buckets and layout, for `<ComposedPage page={...} />`. */
export async function prepareComposedPage(input: ComposedPageInput, options: PrepareOptions = {}): Promise<PreparedPage> {
  const { sectionId } = input;
  const mode = options.mode ?? 'live';
  const keepInvalid = showsErrors(mode);
  const issues: BlockIssue[] = [];

  const heroes: PreparedBlock[] = [];
  (Array.isArray(input.heroes) ? input.heroes : []).forEach((raw, index) => {
    const pointer = `/heroes/${index}`;
    const resolved = resolveHero(raw, index);
    if (!resolved.ok) {
      logReport(sectionId, `hero ${index}`, resolved.issues);
      issues.push(...resolved.issues);
      if (keepInvalid) heroes.push({ ok: false, key: resolved.key, pointer, title: `Hero "${resolved.type}" not rendered`, issues: resolved.issues });
      return;
    }
    heroes.push({
      ok: true,
      key: resolved.key,
      pointer,
      type: resolved.block.type,
      label: `Hero "${resolved.block.type}"`,
      props: resolved.props,
      context: { index },
    });
  });

  const rows: PreparedBlock[] = [];
  (Array.isArray(input.buckets) ? input.buckets : []).forEach((raw, index) => {
    const pointer = `/buckets/${index}`;
    const { resolved, context, warnings } = resolveBucket(raw, index, sectionId);
    if (warnings.length) {
      logReport(sectionId, `cards of bucket ${index}`, warnings);
      issues.push(...warnings);
    }
    if (!resolved.ok || !context) {
      const blockIssues = resolved.ok ? [] : resolved.issues;
      const type = resolved.ok ? resolved.block.type : resolved.type;
      logReport(sectionId, `row ${index} (${type})`, blockIssues);
      issues.push(...blockIssues);
      if (keepInvalid) rows.push({ ok: false, key: resolved.key, pointer, title: `Row "${type}" not rendered`, issues: blockIssues });
      return;
    }
    rows.push({
      ok: true,
      key: resolved.key,
      pointer,
      type: resolved.block.type,
      label: `Row "${resolved.block.type}"`,
      props: withBackgroundText(resolved.props as { background?: string }),
      context: withoutUnshownFields(context),
    });
  });

  let layout: PreparedLayout | null = null;
  if (input.layout !== undefined && input.layout !== null) {
    const raw = input.layout;
    const record = typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const { type, ...props } = record;
    const resolved = resolveBlock<unknown>('layouts', type, props, { type: '/layout/type', props: '/layout' }, 'layout');
    if (resolved.ok) {
      layout = { ok: true, type: resolved.block.type, props: resolved.props };
    } else {
      logReport(sectionId, 'layout', resolved.issues);
      issues.push(...resolved.issues);
      if (keepInvalid) layout = { ok: false, issues: resolved.issues };
    }
  }

  return { sectionId, heroes, rows, layout, issues: keepInvalid ? issues : [] };
}

/**
 * A plugin (`{ id, type, props }` of plugins.json or the platform's plugin answer), validated
 * against the plugins registry (the html plugin's schema sanitises while parsing).
 * Invalid plugins are logged and answered with their report; the caller decides whether to show it.
 */
export async function preparePlugin(plugin: { id: string; type: unknown; props: unknown }, pointer = ''): Promise<PreparedBlock> {
  const resolved = resolveBlock<undefined>('plugins', plugin.type, plugin.props, { type: `${pointer}/type`, props: `${pointer}/props` }, plugin.id);
  if (!resolved.ok) {
    console.error(`[blocks] plugin "${plugin.id}" not rendered:\n${resolved.issues.map((i) => `  ${i.pointer || '/'} ${i.message}`).join('\n')}`);
    return { ok: false, key: plugin.id, pointer, title: `Plugin "${plugin.id}" not rendered`, issues: resolved.issues };
  }
  return {
    ok: true,
    key: plugin.id,
    pointer: `${pointer}/props`,
    type: resolved.block.type,
    label: `Plugin "${plugin.id}"`,
    props: resolved.props,
    context: undefined,
  };
}
