/**
 * Resolving document entries (heroes, buckets, plugins, layouts) to registered blocks
 * with validated props, and reporting what is wrong with JSON pointers. Server side
 * (route loaders through app/components/composed-page.server.ts, admin previews,
 * tests): it loads every block schema (zod), which must stay out of the browser bundle.
 */
import type { z } from 'zod';
import { lookupBlock } from './index';
import { parseCards, pagingSchema, type RowContext } from './shared/content-card';
import type { BlockDefinition, BlockIssue, BlockKind } from './types';

export type { BlockIssue } from './types';

export type Resolved<Ctx> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any block of the registry: its schema type varies per block
  { ok: true; block: BlockDefinition<any, Ctx>; props: unknown; key: string } | { ok: false; type: string; issues: BlockIssue[]; key: string };

const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

export function toPointer(base: string, path: ReadonlyArray<PropertyKey>): string {
  return base + path.map((p) => `/${escapeToken(typeof p === 'symbol' ? p.toString() : p)}`).join('');
}

export function zodIssuesToReport(base: string, error: z.ZodError): BlockIssue[] {
  return error.issues.map((issue) => ({ pointer: toPointer(base, issue.path), message: issue.message }));
}

/** Look up `type` in `kind` and validate `props` with the block's schema. */
export function resolveBlock<Ctx>(kind: BlockKind, type: unknown, props: unknown, pointers: { type: string; props: string }, key: string): Resolved<Ctx> {
  if (typeof type !== 'string' || type.length === 0) {
    return { ok: false, type: String(type), key, issues: [{ pointer: pointers.type, message: 'Missing block type.' }] };
  }
  const block = lookupBlock(kind, type);
  if (!block) {
    return { ok: false, type, key, issues: [{ pointer: pointers.type, message: `Unknown ${kind} type "${type}".` }] };
  }
  const parsed = block.schema.safeParse(props);
  if (!parsed.success) return { ok: false, type, key, issues: zodIssuesToReport(pointers.props, parsed.error) };
  return { ok: true, block, props: parsed.data, key };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A hero entry: `type` defaults to "hero" (the platform's section answer may omit it). */
export function resolveHero(raw: unknown, index: number) {
  const base = `/heroes/${index}`;
  if (!isRecord(raw)) return { ok: false as const, type: 'hero', key: `hero-${index}`, issues: [{ pointer: base, message: 'A hero must be an object.' }] };
  const type = raw.type ?? 'hero';
  return resolveBlock<unknown>('heroes', type, { ...raw, type }, { type: `${base}/type`, props: base }, `hero-${String(raw.heroId ?? index)}`);
}

/** A bucket: its rowTypeData are the row block's props; the rest is the row's runtime context. */
export function resolveBucket(
  raw: unknown,
  index: number,
  sectionId: string,
): { resolved: Resolved<RowContext>; context: RowContext | null; warnings: BlockIssue[] } {
  const base = `/buckets/${index}`;
  const warnings: BlockIssue[] = [];
  if (!isRecord(raw)) {
    return {
      resolved: { ok: false, type: '?', key: `bucket-${index}`, issues: [{ pointer: base, message: 'A bucket must be an object.' }] },
      context: null,
      warnings,
    };
  }
  const bucketId = typeof raw.bucketId === 'string' && raw.bucketId ? raw.bucketId : `bucket-${index}`;
  const rowTypeData = isRecord(raw.rowTypeData) ? raw.rowTypeData : undefined;
  if (!rowTypeData) {
    return {
      resolved: { ok: false, type: '?', key: bucketId, issues: [{ pointer: `${base}/rowTypeData`, message: '"rowTypeData" is required.' }] },
      context: null,
      warnings,
    };
  }
  const resolved = resolveBlock<RowContext>(
    'rows',
    rowTypeData.rowType,
    rowTypeData,
    { type: `${base}/rowTypeData/rowType`, props: `${base}/rowTypeData` },
    bucketId,
  );
  const list = Array.isArray(raw.contentList) ? raw.contentList : [];
  const { cards, rejected } = parseCards(list);
  if (rejected > 0) warnings.push({ pointer: `${base}/contentList`, message: `${rejected} malformed card(s) left out.` });
  const paging = pagingSchema.safeParse(raw.paging);
  const context: RowContext = {
    bucket: {
      bucketId,
      name: typeof raw.name === 'string' ? raw.name : '',
      type: typeof raw.type === 'string' ? raw.type : undefined,
      contentList: cards,
      paging: paging.success ? paging.data : { lastSeen: null, moreDataAvailable: false },
    },
    sectionId,
    index,
  };
  return { resolved, context, warnings };
}
