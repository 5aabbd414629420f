/**
 * Server side of ComposedPage: validation and the blocks' `load`, run in the route
 * loader. Every hero, bucket and the layout is resolved against the block registry
 * (blocks/index.ts, zod schemas) here, so the browser bundle carries only the
 * components (blocks/components/) and renders the validated, serialisable props.
 *
 *  - valid blocks: `{ ok: true, type, props (schema output), context, loaded? }`;
 *  - unknown types / invalid props: reported with JSON pointers and logged here; the
 *    entry is kept as `{ ok: false, issues }` only when errors are shown (development,
 *    `mode: 'preview'`), and dropped otherwise, so production pages neither render nor
 *    ship the report;
 *  - `load` of every block runs in parallel (never a waterfall), bounded by a timeout,
 *    never throwing (an error becomes a value the block renders).
 */
import { resolveBlock, resolveBucket, resolveHero } from '../../blocks/resolve';
import type { RowContext } from '../../blocks/shared/content-card';
import type { BlockDefinition, BlockIssue, LoadResult } from '../../blocks/types';
import { showsErrors, type ComposedPageMode, type PreparedBlock, type PreparedLayout, type PreparedPage } from './composed-page';

export const BLOCK_LOAD_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<LoadResult<T>>, ms: number): Promise<LoadResult<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, error: `Timed out after ${ms} ms` }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}

/** Run a block's optional `load`; a throw or a timeout becomes `{ ok: false, error }`. */
export function runLoad<Ctx>(block: BlockDefinition<any, Ctx, any>, props: unknown, context: Ctx, timeoutMs = BLOCK_LOAD_TIMEOUT_MS): Promise<LoadResult<unknown>> | undefined {
  const load = block.load;
  if (!load) return undefined;
  return withTimeout(Promise.resolve().then(() => load(props, context)), timeoutMs);
}

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
  timeoutMs?: number;
}

/** Validate a section's heroes, buckets and layout and run the blocks' `load`, for `<ComposedPage page={...} />`. */
export async function prepareComposedPage(input: ComposedPageInput, options: PrepareOptions = {}): Promise<PreparedPage> {
  const { sectionId } = input;
  const mode = options.mode ?? 'live';
  const keepInvalid = showsErrors(mode);
  const timeoutMs = options.timeoutMs ?? BLOCK_LOAD_TIMEOUT_MS;
  const issues: BlockIssue[] = [];
  const loads: Array<Promise<void>> = [];

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
    const entry: PreparedBlock = { ok: true, key: resolved.key, pointer, type: resolved.block.type, label: `Hero "${resolved.block.type}"`, props: resolved.props, context: { index } };
    heroes.push(entry);
    const pending = runLoad(resolved.block, resolved.props, { index }, timeoutMs);
    if (pending) loads.push(pending.then((loaded) => void (entry.loaded = loaded)));
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
    const entry: PreparedBlock = { ok: true, key: resolved.key, pointer, type: resolved.block.type, label: `Row "${resolved.block.type}"`, props: resolved.props, context };
    rows.push(entry);
    const pending = runLoad<RowContext>(resolved.block, resolved.props, context, timeoutMs);
    if (pending) loads.push(pending.then((loaded) => void (entry.loaded = loaded)));
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

  await Promise.all(loads);
  return { sectionId, heroes, rows, layout, issues: keepInvalid ? issues : [] };
}

/**
 * A plugin (`{ id, type, props }` of plugins.json or the platform's plugin answer), validated
 * against the plugins registry and with its `load` run (the html plugin sanitises there).
 * Invalid plugins are logged and answered with their report; the caller decides whether to show it.
 */
export async function preparePlugin(plugin: { id: string; type: unknown; props: unknown }, pointer = '', timeoutMs = BLOCK_LOAD_TIMEOUT_MS): Promise<PreparedBlock> {
  const resolved = resolveBlock<undefined>('plugins', plugin.type, plugin.props, { type: `${pointer}/type`, props: `${pointer}/props` }, plugin.id);
  if (!resolved.ok) {
    console.error(`[blocks] plugin "${plugin.id}" not rendered:\n${resolved.issues.map((i) => `  ${i.pointer || '/'} ${i.message}`).join('\n')}`);
    return { ok: false, key: plugin.id, pointer, title: `Plugin "${plugin.id}" not rendered`, issues: resolved.issues };
  }
  const entry: PreparedBlock = { ok: true, key: plugin.id, pointer: `${pointer}/props`, type: resolved.block.type, label: `Plugin "${plugin.id}"`, props: resolved.props, context: undefined };
  const pending = runLoad<undefined>(resolved.block, resolved.props, undefined, timeoutMs);
  if (pending) entry.loaded = await pending;
  return entry;
}

/**
 * Every block's `load`, keyed by JSON pointer (`/heroes/0`, `/buckets/3`), for callers
 * that only need the loaded data (invalid entries have no load and no key).
 */
export async function loadBlockData(section: { id?: string; heroes?: unknown[]; buckets?: unknown[] }, timeoutMs = BLOCK_LOAD_TIMEOUT_MS): Promise<Record<string, LoadResult<unknown>>> {
  const page = await prepareComposedPage({ sectionId: section.id ?? '', heroes: section.heroes, buckets: section.buckets }, { mode: 'live', timeoutMs });
  const entries = [...page.heroes, ...page.rows].flatMap((entry) => (entry.ok && entry.loaded ? [[entry.pointer, entry.loaded] as const] : []));
  return Object.fromEntries(entries);
}
