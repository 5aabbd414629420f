/**
 * Watchlists (spec 03 §7): the viewer's own lists (OWNED) and the shared ones they saved
 * (SHARED), each page of 25 cursor-paged with `lastSeen`. A watchlist is opened by its id by
 * anyone holding its address (`shareablePath`); only its owner changes it.
 *
 * Errors a screen names: 400 `WATCHLIST_NAME_TOO_LONG` (over 60 characters),
 * 409 `DUPLICATED_ITEM` (the item is already in the list), 409 `STALE_WATCHLIST` (a reorder
 * against a page or version the list no longer has), 403 `NOT_WATCHLIST_OWNER`.
 */
import { z } from 'zod';
import { contentCard, cursorPaging } from './cards.js';
import { defineCall, text } from './define.js';

/** The longest watchlist name (characters). */
export const WATCHLIST_NAME_MAX = 60;
/** Watchlists and items per page. */
export const WATCHLIST_PAGE_SIZE = 25;

const id = text.id;
const lastSeen = text.id().optional();
/** Content types a watchlist holds. */
export const watchlistContentType = z.enum(['VOD', 'LIVE', 'PLAYLIST', 'SERIES', 'SEASON']);

/** A name as typed: trimmed, not empty; the length rule is checked by the platform (its own error code). */
const watchlistName = z.object({ name: z.string().trim().min(1).max(10_000) });

export const watchlistSummary = z
  .object({
    watchlistExternalId: z.string(),
    ownerExternalId: z.string(),
    name: z.string(),
    ownership: z.enum(['OWNED', 'SHARED']),
    /** Thumbnails of the first four items, in list order. */
    thumbnails: z.array(z.string()),
    itemCount: z.number().int(),
    /** In the viewer's list: always for their own, for a shared one once saved. */
    saved: z.boolean(),
    /** The web path that opens this watchlist for anyone holding it (`/watchlists/{owner}/{id}`, English). */
    shareablePath: z.string(),
    /** Grows with every change of the items: a reorder names the version it was made on. */
    version: z.number().int(),
  })
  .meta({ id: 'WatchlistSummary' });

const contentRef = z.object({ id: text.id(), contentType: watchlistContentType });

export const watchlists = {
  list: defineCall({
    method: 'GET',
    path: '/watchlists',
    summary: 'The viewer’s watchlists (own and saved shared ones), newest first, cursor paged',
    query: z.object({
      rpp: text.int(1, 100).default(WATCHLIST_PAGE_SIZE),
      lastSeen,
      /** Only this ownership (the add-to-watchlist panel offers OWNED only). */
      ownership: z.enum(['OWNED', 'SHARED']).optional(),
    }),
    answer: z.object({ watchlists: z.array(watchlistSummary), paging: cursorPaging }),
    errors: [400, 401, 404],
  }),
  get: defineCall({
    method: 'GET',
    path: '/new-watchlists/:id',
    summary: 'One watchlist and a page of its items in list order',
    params: z.object({ id: id() }),
    query: z.object({ rpp: text.int(1, 100).default(WATCHLIST_PAGE_SIZE), lastSeen }),
    answer: z.object({ watchlist: watchlistSummary, contentList: z.array(contentCard.extend({ contentType: watchlistContentType })), paging: cursorPaging }),
    errors: [400, 401, 404],
  }),
  create: defineCall({
    method: 'POST',
    path: '/watchlists',
    summary: 'Create a watchlist (name 1–60 characters)',
    body: watchlistName,
    answer: z.object({ id: z.string(), watchlist: watchlistSummary }),
    status: 201,
    errors: [400, 401, 404],
  }),
  rename: defineCall({
    method: 'PUT',
    path: '/watchlists/:id',
    summary: 'Rename one of the viewer’s watchlists',
    params: z.object({ id: id() }),
    body: watchlistName,
    answer: watchlistSummary,
    errors: [400, 401, 403, 404],
  }),
  addContent: defineCall({
    method: 'POST',
    path: '/new-watchlists/:id/content',
    summary: 'Add items at the end of one of the viewer’s watchlists (409 DUPLICATED_ITEM when none was new)',
    params: z.object({ id: id() }),
    body: z.object({ content: z.array(contentRef).min(1).max(50) }),
    answer: z.object({ added: z.number().int(), watchlist: watchlistSummary }),
    errors: [400, 401, 403, 404, 409],
  }),
  removeContent: defineCall({
    method: 'DELETE',
    path: '/new-watchlists/:id/content/:type/:contentId',
    summary: 'Remove an item from one of the viewer’s watchlists (idempotent)',
    params: z.object({ id: id(), type: watchlistContentType, contentId: id() }),
    answer: watchlistSummary,
    errors: [400, 401, 403, 404],
  }),
  reorder: defineCall({
    method: 'POST',
    path: '/new-watchlists/:id',
    summary: 'Reorder the page of items after lastSeen: content is that page in its new order (409 STALE_WATCHLIST if the page changed)',
    params: z.object({ id: id() }),
    query: z.object({ lastSeen }),
    body: z.object({ content: z.array(contentRef).min(1).max(100), version: z.number().int().min(0).optional() }),
    answer: watchlistSummary,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/watchlists/:owner/:id',
    summary: 'Delete one of the viewer’s watchlists, or take a saved shared one out of the viewer’s list',
    params: z.object({ owner: id(), id: id() }),
    answer: z.object({ id: z.string(), deleted: z.boolean(), saved: z.boolean() }),
    errors: [400, 401, 404],
  }),
  save: defineCall({
    method: 'POST',
    path: '/watchlists/:owner/:id/save',
    summary: 'Save a shared watchlist to the viewer’s list (idempotent)',
    params: z.object({ owner: id(), id: id() }),
    answer: watchlistSummary,
    errors: [400, 401, 404, 409],
  }),
  adjacent: defineCall({
    method: 'GET',
    path: '/watchlists/:owner/:id/adjacentTo/:eventId',
    summary: 'Items before and after one item of a watchlist (auto-advance)',
    params: z.object({ owner: id(), id: id(), eventId: id() }),
    query: z.object({ size: text.int(1, 50).default(5) }),
    answer: z.object({ precedingVods: z.array(contentCard), followingVods: z.array(contentCard) }),
    errors: [400, 401, 404],
  }),
};
