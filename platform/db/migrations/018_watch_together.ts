/**
 * Watch-together rooms (platform/together/): the shared playback of a room, who is in it
 * (one row per open stream, refreshed by its heartbeat, so every platform process sees the
 * same presence) and its chat. Rooms end a day after their last change.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watch_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('playing', 'boolean', (c) => c.notNull().defaultTo(false))
    // Programme time (epoch ms) or media time (ms): beyond integer, and never fractional in practice.
    .addColumn('position_ms', 'double precision')
    .addColumn('updated_at_ms', 'double precision', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('watch_rooms_owner').on('watch_rooms').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('watch_room_presence')
    .addColumn('connection_id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('watch_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watch_room_presence_room').on('watch_room_presence').columns(['room_id', 'last_seen_at']).execute();

  await db.schema
    .createTable('watch_room_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('room_id', 'text', (c) => c.notNull().references('watch_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('watch_room_messages_room').on('watch_room_messages').columns(['room_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['watch_room_messages', 'watch_room_presence', 'watch_rooms']) await db.schema.dropTable(table).ifExists().execute();
}
