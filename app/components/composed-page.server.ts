/**
 * Server side of the block contract's optional `load`: run every hero's and row's
 * `load` in parallel (never in a waterfall) from the route loader, each bounded by a
 * timeout and never throwing (an error becomes a value the block renders). The answer
 * is keyed by JSON pointer (`/heroes/0`, `/buckets/3`) and handed to
 * `<ComposedPage loaded={...} />`.
 */
import { resolveBucket, resolveHero } from '../../blocks/render';
import type { LoadResult } from '../../blocks/types';

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

export async function loadBlockData(section: { id?: string; heroes?: unknown[]; buckets?: unknown[] }, timeoutMs = BLOCK_LOAD_TIMEOUT_MS): Promise<Record<string, LoadResult<unknown>>> {
  const jobs: Array<Promise<[string, LoadResult<unknown>]>> = [];
  (section.heroes ?? []).forEach((raw, index) => {
    const resolved = resolveHero(raw, index);
    if (resolved.ok && resolved.block.load) {
      const load = resolved.block.load;
      jobs.push(withTimeout(Promise.resolve().then(() => load(resolved.props, { index })), timeoutMs).then((r) => [`/heroes/${index}`, r]));
    }
  });
  (section.buckets ?? []).forEach((raw, index) => {
    const { resolved, context } = resolveBucket(raw, index, section.id ?? '');
    if (resolved.ok && context && resolved.block.load) {
      const load = resolved.block.load;
      jobs.push(withTimeout(Promise.resolve().then(() => load(resolved.props, context)), timeoutMs).then((r) => [`/buckets/${index}`, r]));
    }
  });
  return Object.fromEntries(await Promise.all(jobs));
}
