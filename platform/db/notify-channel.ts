/**
 * One PostgreSQL LISTEN/NOTIFY channel on its own connection: how the platform's processes
 * tell each other what happened (live-now changes, watch-together rooms). The connection is
 * opened on first use and again after it drops (the next call reconnects); `query` runs on it
 * for session-scoped state that must live and die with the listener (advisory locks).
 */
import pg from 'pg';

/** NOTIFY payloads must stay under 8000 bytes. */
export const MAX_NOTIFY_PAYLOAD = 7000;

export interface NotifyChannel {
  /** Starts hearing the channel (a failure is reported and retried on the next call). */
  listen(): Promise<void>;
  publish(payload: string): Promise<void>;
  /** A query on the listening connection; throws (after dropping it) when the connection fails. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface NotifyChannelOptions {
  databaseUrl: string;
  /** Any text: it is reduced to a safe identifier. Include the schema so test runs in separate schemas never hear each other. */
  name: string;
  onMessage(payload: string): void;
  warn(message: string): void;
  /** Called when the connection is lost (state kept on it, such as a lock, is gone). */
  onDrop?(): void;
}

export function channelIdentifier(name: string): string {
  return name.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
}

export function pgNotifyChannel({ databaseUrl, name, onMessage, warn, onDrop }: NotifyChannelOptions): NotifyChannel {
  const channel = channelIdentifier(name);
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  function drop(reason: unknown) {
    if (client) warn(`${channel}: listening connection lost (${reason instanceof Error ? reason.message : String(reason)}); reconnecting`);
    const old = client;
    client = null;
    onDrop?.();
    void old?.end().catch(() => {});
  }

  async function connection(): Promise<pg.Client> {
    if (closed) throw new Error(`${channel}: closed`);
    if (client) return client;
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('error', drop);
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
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
        drop(error);
      }
    },
    async publish(payload) {
      const c = await connection();
      await c.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      try {
        const c = await connection();
        return (await c.query<R>(text, values)).rows;
      } catch (error) {
        drop(error);
        throw error;
      }
    },
    async close() {
      closed = true;
      const old = client;
      client = null;
      await old?.end().catch(() => {});
    },
  };
}
