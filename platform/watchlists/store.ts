/**
 * Watchlist storage rules (migration 016). Every change of a watchlist's items runs in one
 * transaction holding the watchlist row's lock, so concurrent adds, removals and reorders of
 * one list are applied one after the other: positions never collide, the version grows once
 * per change, and 50 parallel adds of one item leave one row (the primary key) with one
 * success and the rest answered as duplicates.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict, forbidden, HttpError, notFound } from '../errors.js';
import './tables.js';

export interface WatchlistRow {
  id: string;
  owner_id: string;
  name: string;
  version: number;
  created_at: Date;
}

export interface ItemRow {
  content_type: string;
  content_id: string;
  position: number;
}

export interface ContentRef {
  id: string;
  contentType: string;
}

const NAME_MAX = 60;

/** The name rule: 1–60 characters after trimming (counted as characters, not UTF-16 units). */
export function checkedName(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length > NAME_MAX) {
    throw new HttpError(400, 'WATCHLIST_NAME_TOO_LONG', [`A watchlist name has at most ${NAME_MAX} characters.`], { maxLength: NAME_MAX });
  }
  return trimmed;
}

const unknownWatchlist = (id: string) => notFound('UNKNOWN_WATCHLIST', `No watchlist "${id.slice(0, 80)}".`);

export async function findWatchlist(db: Kysely<Database>, id: string): Promise<WatchlistRow> {
  const row = await db.selectFrom('watchlists').select(['id', 'owner_id', 'name', 'version', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw unknownWatchlist(id);
  return row;
}

/** Locks an owned watchlist for a change; 404 when it does not exist, 403 for somebody else's. */
async function lockOwned(trx: Transaction<Database>, id: string, userId: string): Promise<WatchlistRow> {
  const row = await trx
    .selectFrom('watchlists')
    .select(['id', 'owner_id', 'name', 'version', 'created_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw unknownWatchlist(id);
  if (row.owner_id !== userId) throw forbidden('NOT_WATCHLIST_OWNER', 'Only the owner of a watchlist changes it.');
  return row;
}

async function bump(trx: Transaction<Database>, id: string): Promise<void> {
  await trx
    .updateTable('watchlists')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

export async function createWatchlist(db: Kysely<Database>, userId: string, name: string): Promise<WatchlistRow> {
  return db
    .insertInto('watchlists')
    .values({ id: randomUUID(), owner_id: userId, name: checkedName(name) })
    .returning(['id', 'owner_id', 'name', 'version', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function renameWatchlist(db: Kysely<Database>, userId: string, id: string, name: string): Promise<WatchlistRow> {
  const checked = checkedName(name);
  return db.transaction().execute(async (trx) => {
    await lockOwned(trx, id, userId);
    return trx
      .updateTable('watchlists')
      .set({ name: checked, updated_at: new Date() })
      .where('id', '=', id)
      .returning(['id', 'owner_id', 'name', 'version', 'created_at'])
      .executeTakeFirstOrThrow();
  });
}

/** Appends the items not yet in the list; 409 DUPLICATED_ITEM when every one was already there. */
export async function addItems(db: Kysely<Database>, userId: string, id: string, content: ContentRef[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOwned(trx, id, userId);
    const last = await trx
      .selectFrom('watchlist_items')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('watchlist_id', '=', id)
      .executeTakeFirst();
    let position = Number(last?.max ?? -1);
    let added = 0;
    for (const item of content) {
      const inserted = await trx
        .insertInto('watchlist_items')
        .values({ watchlist_id: id, content_type: item.contentType, content_id: item.id, position: position + 1 })
        .onConflict((oc) => oc.columns(['watchlist_id', 'content_type', 'content_id']).doNothing())
        .returning('content_id')
        .executeTakeFirst();
      if (inserted) {
        position++;
        added++;
      }
    }
    if (added === 0) throw conflict('DUPLICATED_ITEM', 'That is already in this watchlist.');
    await bump(trx, id);
    return added;
  });
}

export async function removeItem(db: Kysely<Database>, userId: string, id: string, item: ContentRef): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwned(trx, id, userId);
    const removed = await trx
      .deleteFrom('watchlist_items')
      .where('watchlist_id', '=', id)
      .where('content_type', '=', item.contentType)
      .where('content_id', '=', item.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await bump(trx, id);
  });
}

/** The items in list order, from the one after `lastSeen` (an id no longer in the list: 409, the page is stale). */
export async function itemPage(db: Kysely<Database>, id: string, rpp: number, lastSeen?: string): Promise<{ items: ItemRow[]; more: boolean }> {
  let after = -1;
  if (lastSeen) {
    const anchor = await db
      .selectFrom('watchlist_items')
      .select('position')
      .where('watchlist_id', '=', id)
      .where('content_id', '=', lastSeen)
      .executeTakeFirst();
    if (!anchor) throw conflict('STALE_WATCHLIST', 'The watchlist changed: load it again.');
    after = anchor.position;
  }
  const rows = await db
    .selectFrom('watchlist_items')
    .select(['content_type', 'content_id', 'position'])
    .where('watchlist_id', '=', id)
    .where('position', '>', after)
    .orderBy('position')
    .limit(rpp + 1)
    .execute();
  return { items: rows.slice(0, rpp), more: rows.length > rpp };
}

const sameItem = (a: ContentRef, b: ItemRow) => a.id === b.content_id && a.contentType === b.content_type;

/**
 * Reorders the page after `lastSeen`: `content` must be exactly that page's items (as the
 * viewer saw it) in the new order; they take the page's positions. A different set of items,
 * or an older `version`, is a stale page: 409 STALE_WATCHLIST, nothing changes.
 */
export async function reorderPage(
  db: Kysely<Database>,
  userId: string,
  id: string,
  content: ContentRef[],
  lastSeen: string | undefined,
  version: number | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = await lockOwned(trx, id, userId);
    const stale = () => conflict('STALE_WATCHLIST', 'The watchlist changed since it was shown: load it again.');
    if (version !== undefined && version !== list.version) throw stale();
    const { items } = await itemPage(trx, id, content.length, lastSeen);
    const unique = new Set(content.map((c) => `${c.contentType}:${c.id}`));
    if (unique.size !== content.length || items.length !== content.length || !content.every((c) => items.some((row) => sameItem(c, row)))) throw stale();
    const positions = items.map((row) => row.position);
    // Two passes (negative first) keep positions free of transient duplicates.
    for (const [i, c] of content.entries()) {
      await trx
        .updateTable('watchlist_items')
        .set({ position: -1 - i })
        .where('watchlist_id', '=', id)
        .where('content_type', '=', c.contentType)
        .where('content_id', '=', c.id)
        .execute();
    }
    for (const [i] of content.entries()) {
      await trx
        .updateTable('watchlist_items')
        .set({ position: positions[i] })
        .where('watchlist_id', '=', id)
        .where('position', '=', -1 - i)
        .execute();
    }
    await bump(trx, id);
  });
}

/** Deletes an owned watchlist, or takes a saved shared one out of the viewer's list. */
export async function deleteOrUnsave(db: Kysely<Database>, userId: string, owner: string, id: string): Promise<{ deleted: boolean }> {
  const list = await findWatchlist(db, id);
  if (list.owner_id !== owner) throw unknownWatchlist(id);
  if (list.owner_id === userId) {
    await db.deleteFrom('watchlists').where('id', '=', id).where('owner_id', '=', userId).execute();
    return { deleted: true };
  }
  await db.deleteFrom('watchlist_saves').where('user_id', '=', userId).where('watchlist_id', '=', id).execute();
  return { deleted: false };
}

export async function saveShared(db: Kysely<Database>, userId: string, owner: string, id: string): Promise<WatchlistRow> {
  const list = await findWatchlist(db, id);
  if (list.owner_id !== owner) throw unknownWatchlist(id);
  if (list.owner_id === userId) throw conflict('OWN_WATCHLIST', 'This watchlist is already yours.');
  await db
    .insertInto('watchlist_saves')
    .values({ user_id: userId, watchlist_id: id })
    .onConflict((oc) => oc.columns(['user_id', 'watchlist_id']).doNothing())
    .execute();
  return list;
}

export async function isSaved(db: Kysely<Database>, userId: string, list: WatchlistRow): Promise<boolean> {
  if (list.owner_id === userId) return true;
  const row = await db.selectFrom('watchlist_saves').select('user_id').where('user_id', '=', userId).where('watchlist_id', '=', list.id).executeTakeFirst();
  return Boolean(row);
}

/** The viewer's watchlists: own ones by creation, saved shared ones by saving, newest first; cursor `lastSeen`. */
export async function listFor(
  db: Kysely<Database>,
  userId: string,
  options: { rpp: number; lastSeen?: string; ownership?: 'OWNED' | 'SHARED' },
): Promise<{ rows: Array<WatchlistRow & { saved_at: Date }>; more: boolean }> {
  const owned = db
    .selectFrom('watchlists')
    .select(['id', 'owner_id', 'name', 'version', 'created_at', 'created_at as saved_at'])
    .where('owner_id', '=', userId);
  const shared = db
    .selectFrom('watchlist_saves')
    .innerJoin('watchlists', 'watchlists.id', 'watchlist_saves.watchlist_id')
    .select(['watchlists.id', 'watchlists.owner_id', 'watchlists.name', 'watchlists.version', 'watchlists.created_at', 'watchlist_saves.saved_at'])
    .where('watchlist_saves.user_id', '=', userId);
  const source = options.ownership === 'OWNED' ? owned : options.ownership === 'SHARED' ? shared : owned.unionAll(shared);
  let query = db.selectFrom(source.as('l')).selectAll();
  if (options.lastSeen) {
    const all = await db.selectFrom(source.as('l')).select(['id', 'saved_at']).where('id', '=', options.lastSeen).executeTakeFirst();
    if (all) {
      const anchor = all;
      query = query.where((eb) => eb.or([eb('saved_at', '<', anchor.saved_at), eb.and([eb('saved_at', '=', anchor.saved_at), eb('id', '<', anchor.id)])]));
    }
  }
  const rows = await query
    .orderBy('saved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.rpp + 1)
    .execute();
  return { rows: rows.slice(0, options.rpp), more: rows.length > options.rpp };
}

/** The first four items of each list (thumbnails), in list order, and its item count. */
export async function firstItems(db: Kysely<Database>, ids: string[]): Promise<Map<string, { items: ItemRow[]; total: number }>> {
  const result = new Map<string, { items: ItemRow[]; total: number }>(ids.map((id) => [id, { items: [], total: 0 }]));
  if (ids.length === 0) return result;
  const ranked = db
    .selectFrom('watchlist_items')
    .select(['watchlist_id', 'content_type', 'content_id', 'position'])
    .select([
      sql<number>`row_number() over (partition by watchlist_id order by position)`.as('rank'),
      sql<number>`count(*) over (partition by watchlist_id)`.as('total'),
    ])
    .where('watchlist_id', 'in', ids);
  const rows = await db.selectFrom(ranked.as('r')).selectAll().where('rank', '<=', 4).orderBy('watchlist_id').orderBy('position').execute();
  for (const row of rows) {
    const entry = result.get(row.watchlist_id)!;
    entry.items.push(row);
    entry.total = Number(row.total);
  }
  return result;
}

/** All items of a list in order (adjacency looks around one of them). */
export async function allItems(db: Kysely<Database>, id: string): Promise<ItemRow[]> {
  return db.selectFrom('watchlist_items').select(['content_type', 'content_id', 'position']).where('watchlist_id', '=', id).orderBy('position').execute();
}
