/**
 * Live-now transitions for the server-sent event stream. One timer per platform process
 * (not per connection) runs while someone listens there; the process that is the ticker
 * (always this one alone; with several processes on PostgreSQL, one of them: live-fanout.ts)
 * recomputes which live events are on air from the schedule and the clock and publishes
 * what was added or removed, and every process tells its subscribers.
 */
import type { CatalogueService } from './service.js';
import { liveStatus } from './schedule.js';
import { imageUrl } from './media-urls.js';
import { localFanout, type LiveFanout } from './live-fanout.js';

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
  /** What the subscribers of this process have been told is on air. */
  private current = new Map<string, LiveToast>();
  /** While this process is the ticker: the state its last published changes led to. */
  private ticked: Map<string, LiveToast> | null = null;
  private readonly fanout: LiveFanout;

  constructor(
    private readonly service: CatalogueService,
    readonly tickMs: number,
    fanout: (deliver: (changes: LiveChange[]) => void) => LiveFanout = localFanout,
  ) {
    this.fanout = fanout((changes) => this.deliver(changes));
  }

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
    if (this.listeners.size === 0 && !this.timer) {
      this.current = await this.liveNow();
      await this.fanout.listen();
      this.timer = setInterval(() => void this.tick(), this.tickMs);
      this.timer.unref();
    }
    this.listeners.add(listener);
    return {
      snapshot: [...this.current.values()],
      unsubscribe: () => {
        this.listeners.delete(listener);
        if (this.listeners.size === 0) this.idle();
      },
    };
  }

  /** One tick: the ticker process computes the transitions and publishes them; the others wait for them. */
  async tick() {
    try {
      if (!(await this.fanout.leads())) {
        this.ticked = null;
        return;
      }
      // Taking over: start from what this process's subscribers were told.
      this.ticked ??= new Map(this.current);
      const next = await this.liveNow();
      const changes = diffLive(this.ticked, next);
      this.ticked = next;
      if (changes.length) await this.fanout.publish(changes);
    } catch {
      // A failed reload or publish (database closing, connection lost) is retried on the next tick.
      this.ticked = null;
    }
  }

  /** Changes from the ticker (this process or another): applied, then told to every subscriber here. */
  private deliver(changes: LiveChange[]) {
    for (const change of changes) {
      if (change.kind === 'added') this.current.set(change.event.id, change.event);
      else this.current.delete(change.event.id);
    }
    if (changes.length) for (const listener of this.listeners) listener(changes);
  }

  /** No subscriber left here: stop ticking and let a process with subscribers be the ticker. */
  private idle() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.ticked = null;
    void this.fanout.resign();
  }

  stop() {
    this.idle();
    this.listeners.clear();
    void this.fanout.close();
  }
}
