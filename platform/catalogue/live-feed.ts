/**
 * Live-now transitions for the server-sent event stream. One timer per platform (not
 * per connection) recomputes which live events are on air from the schedule and the
 * clock, and tells every subscriber what was added or removed. The timer runs only
 * while someone listens.
 */
import type { CatalogueService } from './service.js';
import { liveStatus } from './schedule.js';
import { imageUrl } from './media-urls.js';

export interface LiveToast {
  id: string;
  title: string;
  thumbnailUrl: string;
}

export type LiveChange = { kind: 'added' | 'removed'; event: LiveToast };
type Listener = (changes: LiveChange[]) => void;

/** Pure: what changed between two sets of live ids. */
export function diffLive(before: ReadonlyMap<string, LiveToast>, after: ReadonlyMap<string, LiveToast>): LiveChange[] {
  const changes: LiveChange[] = [];
  for (const [id, event] of after) if (!before.has(id)) changes.push({ kind: 'added', event });
  for (const [id, event] of before) if (!after.has(id)) changes.push({ kind: 'removed', event });
  return changes;
}

export class LiveFeed {
  private listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private current = new Map<string, LiveToast>();

  constructor(
    private readonly service: CatalogueService,
    readonly tickMs: number,
  ) {}

  /** The live events on air now. */
  async liveNow(): Promise<Map<string, LiveToast>> {
    const catalogue = await this.service.catalogue();
    const now = this.service.now();
    const out = new Map<string, LiveToast>();
    for (const e of catalogue.liveEvents) {
      if (liveStatus(e, this.service.anchor, now) === 'LIVE') {
        out.set(e.id, { id: e.id, title: e.title, thumbnailUrl: imageUrl(this.service.publicUrl, e.thumbnailKey) });
      }
    }
    return out;
  }

  async subscribe(listener: Listener): Promise<{ snapshot: LiveToast[]; unsubscribe: () => void }> {
    if (this.listeners.size === 0) {
      this.current = await this.liveNow();
      this.timer = setInterval(() => void this.tick(), this.tickMs);
      this.timer.unref();
    }
    this.listeners.add(listener);
    return {
      snapshot: [...this.current.values()],
      unsubscribe: () => {
        this.listeners.delete(listener);
        if (this.listeners.size === 0) this.stop();
      },
    };
  }

  async tick() {
    try {
      const next = await this.liveNow();
      const changes = diffLive(this.current, next);
      this.current = next;
      if (changes.length) for (const listener of this.listeners) listener(changes);
    } catch {
      // A failed reload (database closing) is retried on the next tick.
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}
