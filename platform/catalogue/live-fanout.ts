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
import pg from 'pg';
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

/** NOTIFY payloads must stay under 8000 bytes: changes are sent in batches below that. */
const MAX_PAYLOAD = 7000;

export function batches(changes: LiveChange[]): string[] {
  const out: string[] = [];
  let batch: LiveChange[] = [];
  for (const change of changes) {
    const next = [...batch, change];
    if (batch.length && JSON.stringify(next).length > MAX_PAYLOAD) {
      out.push(JSON.stringify(batch));
      batch = [change];
    } else batch = next;
  }
  if (batch.length) out.push(JSON.stringify(batch));
  return out;
}

function parseChanges(payload: string | undefined): LiveChange[] {
  try {
    const value = JSON.parse(payload ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (c): c is LiveChange => typeof c === 'object' && c !== null && (c.kind === 'added' || c.kind === 'removed') && typeof c.event?.id === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The PostgreSQL fan-out. `channel` and `lockName` include the database schema, so test
 * runs in separate schemas of one server never hear each other.
 */
export function postgresFanout(databaseUrl: string, schema: string | undefined, deliver: Deliver, warn: (msg: string) => void): LiveFanout {
  const scope = schema ?? 'public';
  const channel = `live_feed_${scope}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
  const lockName = `live-feed-ticker:${scope}`;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let leading = false;
  let closed = false;

  function drop(reason: unknown) {
    if (client) warn(`live feed: listening connection lost (${reason instanceof Error ? reason.message : String(reason)}); reconnecting`);
    const old = client;
    client = null;
    leading = false;
    void old?.end().catch(() => {});
  }

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('error', drop);
      next.on('notification', (message) => {
        if (message.channel === channel) deliver(parseChanges(message.payload));
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen() {
      try {
        await connection();
      } catch (error) {
        drop(error); // the next tick connects again
      }
    },
    async leads() {
      if (closed) return false;
      try {
        const c = await connection();
        if (!leading) {
          const { rows } = await c.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [lockName]);
          leading = Boolean(rows[0]?.locked);
        }
        return leading;
      } catch (error) {
        drop(error);
        return false;
      }
    },
    async resign() {
      if (!leading || !client) return;
      leading = false;
      await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]).catch(drop);
    },
    async publish(changes) {
      const c = await connection();
      for (const payload of batches(changes)) await c.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      const old = client;
      client = null;
      leading = false;
      await old?.end().catch(() => {});
    },
  };
}
