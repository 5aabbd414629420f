/**
 * Watchlist helpers of the web: the summaries with this viewer's links, the label a failed
 * call shows (spec 03 §5, §8) and reading a watchlist form's fields safely.
 */
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import type { LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import { WATCHLIST_NAME_MAX } from '../../contract/watchlists';

export type WatchlistSummary = Answer<typeof contract.watchlists.list>['watchlists'][number];
export type ContentRefType = 'VOD' | 'LIVE' | 'PLAYLIST' | 'SERIES' | 'SEASON';
const CONTENT_TYPES: readonly string[] = ['VOD', 'LIVE', 'PLAYLIST', 'SERIES', 'SEASON'];
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export interface WatchlistTile {
  id: string;
  owner: string;
  name: string;
  ownership: 'OWNED' | 'SHARED';
  thumbnails: string[];
  itemCount: number;
  href: string;
}

export function watchlistHref(ctx: AppContext, owner: string, id: string): string {
  return pathFor('watchlist', { owner, watchlistId: id }, { locale: ctx.locale });
}

export function tileOf(ctx: AppContext, w: WatchlistSummary): WatchlistTile {
  return {
    id: w.watchlistExternalId,
    owner: w.ownerExternalId,
    name: w.name,
    ownership: w.ownership,
    thumbnails: w.thumbnails.slice(0, 4),
    itemCount: w.itemCount,
    href: watchlistHref(ctx, w.ownerExternalId, w.watchlistExternalId),
  };
}

/** The label of a failed watchlist call: duplicates, the name limit ({hash}), a stale page, else the generic error. */
export function watchlistErrorLabel(error: PlatformError, name?: string): LabelKey {
  if (error.code === 'DUPLICATED_ITEM') return 'duplicatedItemMessage';
  if (error.code === 'STALE_WATCHLIST') return 'watchlistStale';
  if (error.code === 'WATCHLIST_NAME_TOO_LONG' || (name !== undefined && [...name.trim()].length > WATCHLIST_NAME_MAX)) return '{hash}';
  return 'watchlistError';
}

/** The item to add (`?add=<id>&type=<TYPE>`, also posted by the panel), or null when either is not one. */
export function contentToAdd(
  id: FormDataEntryValue | string | null,
  type: FormDataEntryValue | string | null,
): { id: string; contentType: ContentRefType } | null {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  const contentType = typeof type === 'string' && type ? type : 'VOD';
  return CONTENT_TYPES.includes(contentType) ? { id, contentType: contentType as ContentRefType } : null;
}

/** A posted name as text (at most 10 000 characters read; the platform enforces the 60). */
export function postedName(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value.slice(0, 10_000) : '';
}

export const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,128}$/.test(value);
