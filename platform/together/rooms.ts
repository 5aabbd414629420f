/**
 * Watch-together rooms on the database (migration 018): every change is one statement or
 * one transaction, so several platform processes agree. Playback is "latest change wins":
 * each change bumps `version`, and clients ignore an older version arriving late.
 *
 * Times here are the real clock, never the catalogue's test clock: rooms keep viewers'
 * pictures in step in real time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict, notFound } from '../errors.js';
import type { RoomEvent } from './room-bus.js';
import './tables.js';

/** A room ends a day after its last change. */
export const ROOM_LIFETIME_MS = 24 * 3_600_000;
/** People in one room (distinct accounts): a watch party, not a broadcast. */
export const ROOM_MAX_MEMBERS = 20;
/** Messages a room answers with (the latest). */
export const ROOM_MESSAGES = 50;
/** A stream refreshes its presence this often; a presence older than three beats is gone (its process died). */
export const PRESENCE_BEAT_MS = 15_000;
const PRESENCE_TIMEOUT_MS = 3 * PRESENCE_BEAT_MS;

type Playback = Extract<RoomEvent, { type: 'playback' }>['data'];
type Member = Extract<RoomEvent, { type: 'members' }>['data'][number];
type Message = Extract<RoomEvent, { type: 'message' }>['data'];

export const newRoomId = () => randomBytes(18).toString('base64url');
export const newConnectionId = () => randomBytes(12).toString('base64url');

/** A member's key: stable in a room, unrelated across rooms, never the account id. */
export const memberKey = (roomId: string, userId: string) => createHash('sha256').update(`${roomId}\n${userId}`).digest('base64url').slice(0, 12);

interface RoomRow {
  id: string;
  realm: string;
  event_id: string;
  playing: boolean;
  position_ms: number | null;
  updated_at_ms: number;
  version: number;
}

export const playbackOf = (row: Pick<RoomRow, 'playing' | 'position_ms' | 'updated_at_ms' | 'version'>): Playback => ({
  playing: row.playing,
  positionMs: row.position_ms === null ? null : Number(row.position_ms),
  updatedAt: Number(row.updated_at_ms),
  version: row.version,
});

export class Rooms {
  constructor(private readonly db: Kysely<Database>) {}

  async create(realm: string, eventId: string, ownerId: string): Promise<RoomRow> {
    const now = Date.now();
    return this.db
      .insertInto('watch_rooms')
      .values({ id: newRoomId(), realm, event_id: eventId, owner_id: ownerId, updated_at_ms: now, expires_at: new Date(now + ROOM_LIFETIME_MS) })
      .returning(['id', 'realm', 'event_id', 'playing', 'position_ms', 'updated_at_ms', 'version'])
      .executeTakeFirstOrThrow();
  }

  /** The live room of this realm, or 404 (unknown, ended, or another realm's: all look the same). */
  async find(realm: string, roomId: string): Promise<RoomRow> {
    const row = await this.db
      .selectFrom('watch_rooms')
      .select(['id', 'realm', 'event_id', 'playing', 'position_ms', 'updated_at_ms', 'version'])
      .where('id', '=', roomId)
      .where('realm', '=', realm)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) throw notFound('UNKNOWN_ROOM', 'This room does not exist or has ended.');
    return row;
  }

  /** Sets the shared playback in one statement; play and pause also set where, seek keeps playing or paused. */
  async control(realm: string, roomId: string, action: 'play' | 'pause' | 'seek', positionMs: number): Promise<Playback> {
    const now = Date.now();
    const playing = action === 'seek' ? sql<boolean>`playing` : action === 'play';
    const row = await this.db
      .updateTable('watch_rooms')
      .set({
        playing,
        position_ms: positionMs,
        updated_at_ms: now,
        version: sql<number>`version + 1`,
        expires_at: new Date(now + ROOM_LIFETIME_MS),
      })
      .where('id', '=', roomId)
      .where('realm', '=', realm)
      .where('expires_at', '>', new Date(now))
      .returning(['playing', 'position_ms', 'updated_at_ms', 'version'])
      .executeTakeFirst();
    if (!row) throw notFound('UNKNOWN_ROOM', 'This room does not exist or has ended.');
    return playbackOf(row);
  }

  async say(roomId: string, userId: string, text: string): Promise<Message> {
    const row = await this.db
      .insertInto('watch_room_messages')
      .values({ room_id: roomId, user_id: userId, text })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('watch_rooms')
      .set({ expires_at: new Date(Date.now() + ROOM_LIFETIME_MS) })
      .where('id', '=', roomId)
      .execute();
    return { id: row.id, name: await this.nameOf(userId), text, at: new Date(row.created_at).toISOString() };
  }

  async messages(roomId: string): Promise<Message[]> {
    const rows = await this.db
      .selectFrom('watch_room_messages as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.text', 'm.created_at', 'u.name'])
      .where('m.room_id', '=', roomId)
      .orderBy('m.id', 'desc')
      .limit(ROOM_MESSAGES)
      .execute();
    return rows.reverse().map((r) => ({ id: r.id, name: displayName(r.name), text: r.text, at: new Date(r.created_at).toISOString() }));
  }

  /** Who is here now: accounts with a fresh presence, in order of arrival. */
  async members(roomId: string): Promise<Member[]> {
    const rows = await this.db
      .selectFrom('watch_room_presence as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.user_id', 'u.name', (eb) => eb.fn.min('p.connection_id').as('first')])
      .where('p.room_id', '=', roomId)
      .where('p.last_seen_at', '>', new Date(Date.now() - PRESENCE_TIMEOUT_MS))
      .groupBy(['p.user_id', 'u.name'])
      .orderBy('u.name')
      .execute();
    return rows.map((r) => ({ key: memberKey(roomId, r.user_id), name: displayName(r.name) }));
  }

  /**
   * Marks a stream present. Refused with 409 when the room already holds its maximum of
   * other people (one account's several tabs count once). The check and the insert are one
   * transaction with the room row locked, so parallel joins cannot overshoot the cap.
   */
  async join(roomId: string, userId: string, connectionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('watch_rooms').select('id').where('id', '=', roomId).forUpdate().executeTakeFirst();
      const others = await trx
        .selectFrom('watch_room_presence')
        .select((eb) => eb.fn.count<string>('user_id').distinct().as('n'))
        .where('room_id', '=', roomId)
        .where('user_id', '!=', userId)
        .where('last_seen_at', '>', new Date(Date.now() - PRESENCE_TIMEOUT_MS))
        .executeTakeFirstOrThrow();
      if (Number(others.n) >= ROOM_MAX_MEMBERS) throw conflict('ROOM_FULL', `This room is full (${ROOM_MAX_MEMBERS} people).`);
      await trx.insertInto('watch_room_presence').values({ connection_id: connectionId, room_id: roomId, user_id: userId, last_seen_at: new Date() }).execute();
    });
  }

  /** Refreshes a stream's presence and drops the room's stale ones; true when someone was dropped. */
  async beat(roomId: string, connectionId: string): Promise<boolean> {
    await this.db.updateTable('watch_room_presence').set({ last_seen_at: new Date() }).where('connection_id', '=', connectionId).execute();
    const stale = await this.db
      .deleteFrom('watch_room_presence')
      .where('room_id', '=', roomId)
      .where('last_seen_at', '<=', new Date(Date.now() - PRESENCE_TIMEOUT_MS))
      .executeTakeFirst();
    return Number(stale.numDeletedRows) > 0;
  }

  async leave(connectionId: string): Promise<void> {
    await this.db.deleteFrom('watch_room_presence').where('connection_id', '=', connectionId).execute();
  }

  private async nameOf(userId: string): Promise<string> {
    const row = await this.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return displayName(row?.name ?? '');
  }
}

/** What others see of a viewer: the first name, bounded (the account's full name stays private). */
export function displayName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 40) || '—';
}
