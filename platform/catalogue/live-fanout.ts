/**
 * How live-now changes reach every subscriber of every platform process.
 *
 *  - In one process (PGlite, tests): the ticker's changes go straight to the local listeners.
 *  - On PostgreSQL (DATABASE_URL; several processes in `npm run start:scale`): one process
 *    at a time is the ticker. It holds an advisory lock on its own listening connection,
 *    computes the transitions and publishes them with NOTIFY; every process LISTENs on the
 *    channel and hands what arrives to its own listeners, the ticker included. So each
 *    transition is computed once and every stream, whichever process holds it, sees it once.
 *    A process that loses its connection (or stops) loses the lock with it; another
 *    process with subscribers takes over at its next tick.
 */
import { MAX_NOTIFY_PAYLOAD, pgNotifyChannel } from '../db/notify-channel.js';
import type { LiveChange } from './live-feed.js';

type Deliver = (changes: LiveChange[]) => void;

export interface LiveFanout {
  /** Starts hearing published changes (before the first tick, so none is missed). */
  listen(): Promise<void>;
  /** True when this process should compute transitions now (takes the ticker role if free). */
  leads(): Promise<boolean>;
  /** Gives up the ticker role (no subscriber left here). */
  resign(): Promise<void>;
  publish(changes: LiveChange[]): Promise<void>;
  close(): Promise<void>;
}

export function localFanout(deliver: Deliver): LiveFanout {
  return {
    listen: async () => {},
    leads: async () => true,
    resign: async () => {},
    publish: async (changes) => deliver(changes),
    close: async () => {},
  };
}

export function batches(changes: LiveChange[]): string[] {
  const out: string[] = [];
  let batch: LiveChange[] = [];
  for (const change of changes) {
    const next = [...batch, change];
    if (batch.length && JSON.stringify(next).length > MAX_NOTIFY_PAYLOAD) {
      out.push(JSON.stringify(batch));
      batch = [change];
    } else batch = next;
  }
  if (batch.length) out.push(JSON.stringify(batch));
  return out;
}

function parseChanges(payload: string): LiveChange[] {
  try {
    const value = JSON.parse(payload) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (c): c is LiveChange => typeof c === 'object' && c !== null && (c.kind === 'added' || c.kind === 'removed') && typeof c.event?.id === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The PostgreSQL fan-out. The channel and lock names include the database schema, so test
 * runs in separate schemas of one server never hear each other. The ticker's advisory lock
 * is held on the listening connection, so losing that connection gives the role up.
 */
export function postgresFanout(databaseUrl: string, schema: string | undefined, deliver: Deliver, warn: (msg: string) => void): LiveFanout {
  const scope = schema ?? 'public';
  const lockName = `live-feed-ticker:${scope}`;
  let leading = false;
  let closed = false;
  const channel = pgNotifyChannel({
    databaseUrl,
    name: `live_feed_${scope}`,
    onMessage: (payload) => deliver(parseChanges(payload)),
    warn: (message) => warn(`live feed: ${message}`),
    onDrop: () => {
      leading = false;
    },
  });

  return {
    listen: () => channel.listen(),
    async leads() {
      if (closed) return false;
      try {
        if (!leading) {
          const rows = await channel.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [lockName]);
          leading = Boolean(rows[0]?.locked);
        }
        return leading;
      } catch {
        return false; // dropped: the next tick connects again
      }
    },
    async resign() {
      if (!leading) return;
      leading = false;
      await channel.query('select pg_advisory_unlock(hashtext($1))', [lockName]).catch(() => undefined);
    },
    async publish(changes) {
      for (const payload of batches(changes)) await channel.publish(payload);
    },
    async close() {
      closed = true;
      leading = false;
      await channel.close();
    },
  };
}
