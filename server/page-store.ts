/**
 * The guest page cache's memory: entries in least-recently-used order under a byte cap, so no
 * stream of distinct keys can grow it without bound (the oldest pages go first).
 */
import type { SharedLifetime } from './cache-control';

export interface StoredPage {
  /** Header name/value pairs; the CSP's nonce is cut out (`csp` below). */
  headers: [string, string][];
  /** The Content-Security-Policy split where the nonce was. */
  csp: string[] | null;
  /** The body split where the nonce was: a fresh nonce goes between the parts on every answer. */
  body: Buffer[];
  bytes: number;
  storedAt: number;
  lifetime: SharedLifetime;
  /** What the copy was rendered for, where the key alone does not say it (a viewer's state version). */
  variant?: string;
}

export type Freshness = 'fresh' | 'stale' | 'stale-if-error' | 'expired';

export function freshness(page: StoredPage, now: number): Freshness {
  const age = now - page.storedAt;
  const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = page.lifetime;
  if (age < freshMs) return 'fresh';
  if (age < freshMs + staleWhileRevalidateMs) return 'stale';
  if (age < freshMs + staleIfErrorMs) return 'stale-if-error';
  return 'expired';
}

export class PageStore {
  private entries = new Map<string, StoredPage>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }

  get(key: string): StoredPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Map keeps insertion order: re-inserting marks the page as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  /** False when the page alone is over the per-entry cap (it is then not kept). */
  set(key: string, page: StoredPage): boolean {
    this.delete(key);
    if (page.bytes > this.maxEntryBytes) return false;
    this.entries.set(key, page);
    this.total += page.bytes;
    for (const [oldest, victim] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= victim.bytes;
    }
    return true;
  }

  delete(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.total -= page.bytes;
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }
}
