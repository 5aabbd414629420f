/**
 * How a room's changes reach every stream of that room, whichever platform process holds
 * it: in one process (PGlite, tests) straight to the local listeners; on PostgreSQL through
 * one LISTEN/NOTIFY channel that every process hears (db/notify-channel.ts), its own
 * publications included, so each stream gets each change exactly once.
 */
import { MAX_NOTIFY_PAYLOAD, pgNotifyChannel, type NotifyChannel } from '../db/notify-channel.js';

export type RoomEvent =
  | { type: 'playback'; data: { playing: boolean; positionMs: number | null; updatedAt: number; version: number } }
  | { type: 'members'; data: Array<{ key: string; name: string }> }
  | { type: 'message'; data: { id: number; name: string; text: string; at: string } };

type Listener = (event: RoomEvent) => void;

export interface RoomBus {
  /** Starts listening; returns the function that stops. */
  subscribe(roomId: string, listener: Listener): Promise<() => void>;
  publish(roomId: string, event: RoomEvent): Promise<void>;
  close(): Promise<void>;
}

const EVENT_TYPES = new Set(['playback', 'members', 'message']);

function parse(payload: string): { roomId: string; event: RoomEvent } | null {
  try {
    const value = JSON.parse(payload) as { roomId?: unknown; event?: { type?: unknown; data?: unknown } };
    if (typeof value.roomId !== 'string' || !EVENT_TYPES.has(String(value.event?.type)) || value.event?.data === undefined) return null;
    return { roomId: value.roomId, event: value.event as RoomEvent };
  } catch {
    return null;
  }
}

export function roomBus(options: { databaseUrl?: string; schema?: string; warn(message: string): void }): RoomBus {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (roomId: string, event: RoomEvent) => {
    for (const listener of listeners.get(roomId) ?? []) listener(event);
  };
  const channel: NotifyChannel | null = options.databaseUrl
    ? pgNotifyChannel({
        databaseUrl: options.databaseUrl,
        name: `watch_rooms_${options.schema ?? 'public'}`,
        onMessage: (payload) => {
          const message = parse(payload);
          if (message) deliver(message.roomId, message.event);
        },
        warn: options.warn,
      })
    : null;

  return {
    async subscribe(roomId, listener) {
      await channel?.listen();
      const set = listeners.get(roomId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(roomId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(roomId);
      };
    },
    async publish(roomId, event) {
      if (!channel) return deliver(roomId, event);
      const payload = JSON.stringify({ roomId, event });
      // Every event is bounded (messages ≤ 280 characters, members ≤ the room's cap); refuse rather than lose one silently.
      if (payload.length > MAX_NOTIFY_PAYLOAD) throw new Error(`Room event too large to publish (${payload.length} bytes).`);
      await channel.publish(payload);
    },
    async close() {
      listeners.clear();
      await channel?.close();
    },
  };
}
