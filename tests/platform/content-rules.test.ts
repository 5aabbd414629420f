/** Pure rules of the catalogue: access decision, paging, schedules, live transitions. */
import { describe, expect, it } from 'vitest';
import { decideAccess, isGeoblocked, isInEffect, type LicenceRank } from '../../platform/catalogue/access.js';
import { adjacent, pageAfter, pageNumber } from '../../platform/catalogue/paging.js';
import { cycledAnchor, eventWindow, liveStatus, nowAndNext, programmesBetween, resolveAnchor } from '../../platform/catalogue/schedule.js';
import { diffLive, LiveFeed } from '../../platform/catalogue/live-feed.js';
import type { CatalogueService } from '../../platform/catalogue/service.js';
import { substitutePublicUrl } from '../../platform/catalogue/sections.js';
import type { AccessConfig } from '../../platform/catalogue/fixture-types.js';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const ranks = new Map<string, LicenceRank>([
  ['monthly', { id: 'monthly', family: 'pass', rank: 1 }],
  ['yearly', { id: 'yearly', family: 'pass', rank: 2 }],
  ['ppv', { id: 'ppv', family: null, rank: 1 }],
]);
const decide = (access: AccessConfig, extra: Partial<Parameters<typeof decideAccess>[0]> = {}) =>
  decideAccess({ access, signedIn: false, held: [], country: 'GB', now: NOW, licences: ranks, ...extra }).accessLevel;

describe('access decision', () => {
  it('grants free content to everyone', () => {
    expect(decide({ level: 'FREE' })).toBe('GRANTED');
    expect(decide({ level: 'FREE' }, { signedIn: true })).toBe('GRANTED');
  });

  it('asks guests to sign in for sign-in content', () => {
    expect(decide({ level: 'SIGN_IN' })).toBe('GRANTED_ON_SIGN_IN');
    expect(decide({ level: 'SIGN_IN' }, { signedIn: true })).toBe('GRANTED');
  });

  it('grants licence content only with a listed licence in effect', () => {
    const access: AccessConfig = { level: 'LICENCE', licenceIds: ['monthly'] };
    expect(decide(access)).toBe('DENIED');
    expect(decide(access, { signedIn: true })).toBe('DENIED');
    expect(decide(access, { signedIn: true, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: null }] })).toBe('GRANTED');
    expect(decide(access, { signedIn: true, held: [{ licenceId: 'monthly', status: 'TRIAL', expiresAt: NOW + 1000 }] })).toBe('GRANTED');
    expect(decide(access, { signedIn: true, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: NOW - 1 }] })).toBe('DENIED');
    expect(decide(access, { signedIn: true, held: [{ licenceId: 'monthly', status: 'EXPIRED', expiresAt: null }] })).toBe('DENIED');
    expect(decide(access, { signedIn: true, held: [{ licenceId: 'ppv', status: 'ACTIVE', expiresAt: null }] })).toBe('DENIED');
  });

  it('lets a higher tier of the same family grant, never a lower one', () => {
    expect(decide({ level: 'LICENCE', licenceIds: ['monthly'] }, { signedIn: true, held: [{ licenceId: 'yearly', status: 'ACTIVE', expiresAt: null }] })).toBe(
      'GRANTED',
    );
    expect(decide({ level: 'LICENCE', licenceIds: ['yearly'] }, { signedIn: true, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: null }] })).toBe(
      'DENIED',
    );
  });

  it('never grants a guest licence content, even one holding a token of a subscriber elsewhere', () => {
    expect(
      decide({ level: 'LICENCE', licenceIds: ['monthly'] }, { signedIn: false, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: null }] }),
    ).toBe('DENIED');
  });

  it('checks the country before anything else', () => {
    const allow: AccessConfig = { level: 'FREE', geo: { mode: 'ALLOW', countries: ['GB', 'IE'] } };
    const block: AccessConfig = { level: 'LICENCE', licenceIds: ['monthly'], geo: { mode: 'BLOCK', countries: ['US'] } };
    expect(decide(allow, { country: 'IE' })).toBe('GRANTED');
    expect(decide(allow, { country: 'US' })).toBe('GEOBLOCKED');
    expect(decide(block, { country: 'US', signedIn: true, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: null }] })).toBe('GEOBLOCKED');
    expect(decide(block, { country: 'GB', signedIn: true, held: [{ licenceId: 'monthly', status: 'ACTIVE', expiresAt: null }] })).toBe('GRANTED');
    expect(isGeoblocked(allow, 'gb')).toBe(false);
  });

  it('lists the licences that would grant the content', () => {
    const result = decideAccess({
      access: { level: 'LICENCE', licenceIds: ['monthly', 'yearly'] },
      signedIn: true,
      held: [],
      country: 'GB',
      now: NOW,
      licences: ranks,
    });
    expect(result).toEqual({ accessLevel: 'DENIED', licenceIds: ['monthly', 'yearly'] });
  });

  it('knows when a licence is in effect', () => {
    expect(isInEffect({ licenceId: 'x', status: 'ACTIVE', expiresAt: null }, NOW)).toBe(true);
    expect(isInEffect({ licenceId: 'x', status: 'INACTIVE', expiresAt: null }, NOW)).toBe(false);
    expect(isInEffect({ licenceId: 'x', status: 'CANCELLED', expiresAt: NOW + 5 }, NOW)).toBe(false);
    expect(isInEffect({ licenceId: 'x', status: 'TRIAL', expiresAt: NOW }, NOW)).toBe(false);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ id: `i${i + 1}` }));
  const idOf = (x: { id: string }) => x.id;

  it('pages after a cursor and says more data only when the page came back full', () => {
    const first = pageAfter(items, idOf, undefined, 3);
    expect(first.items.map(idOf)).toEqual(['i1', 'i2', 'i3']);
    expect(first.paging).toEqual({ lastSeen: 'i3', moreDataAvailable: true });
    const last = pageAfter(items, idOf, 'i6', 3);
    expect(last.items.map(idOf)).toEqual(['i7']);
    expect(last.paging.moreDataAvailable).toBe(false);
    // A full last page says "more"; the next one is empty and keeps the cursor.
    const full = pageAfter(items.slice(0, 6), idOf, 'i3', 3);
    expect(full.paging.moreDataAvailable).toBe(true);
    const empty = pageAfter(items.slice(0, 6), idOf, 'i6', 3);
    expect(empty).toEqual({ items: [], paging: { lastSeen: 'i6', moreDataAvailable: false } });
  });

  it('refuses a cursor that is not in the list', () => {
    expect(() => pageAfter(items, idOf, 'zzz', 3)).toThrowError(/lastSeen/);
  });

  it('numbers pages from 1', () => {
    expect(pageNumber(items, 1, 3)).toMatchObject({ page: 1, totalPages: 3, totalResults: 7 });
    expect(pageNumber(items, 3, 3).items.map(idOf)).toEqual(['i7']);
    expect(pageNumber(items, 4, 3).items).toEqual([]);
    expect(pageNumber([], 1, 3)).toMatchObject({ totalPages: 0, totalResults: 0 });
  });

  it('finds neighbours up to a size', () => {
    expect(adjacent(items.map(idOf), 3, 2)).toEqual({ preceding: ['i2', 'i3'], following: ['i5', 'i6'] });
    expect(adjacent(items.map(idOf), 0, 5)).toEqual({ preceding: [], following: ['i2', 'i3', 'i4', 'i5', 'i6'] });
  });
});

describe('schedules', () => {
  const anchor = Date.parse('2026-05-01T10:00:00Z');
  const event = { startOffsetMinutes: -30, durationMinutes: 60 };

  it('moves an event from upcoming to live to ended', () => {
    const { start, end } = eventWindow(event, anchor);
    expect(liveStatus(event, anchor, start - 1)).toBe('UPCOMING');
    expect(liveStatus(event, anchor, start)).toBe('LIVE');
    expect(liveStatus(event, anchor, end - 1)).toBe('LIVE');
    expect(liveStatus(event, anchor, end)).toBe('ENDED');
    expect(liveStatus({ startOffsetMinutes: 0, durationMinutes: 0 }, anchor, anchor)).toBe('ENDED');
  });

  it('pins the anchor from configuration, else rounds the clock to the minute', () => {
    expect(resolveAnchor(Date.parse('2026-05-01T10:00:42.5Z'), undefined)).toBe(Date.parse('2026-05-01T10:00:00Z'));
    expect(resolveAnchor(0, '2026-01-01T00:00:00Z')).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(resolveAnchor(61_000, 'not a date')).toBe(60_000);
  });

  it('repeats the schedule every cycle after the base anchor', () => {
    const hour = 3_600_000;
    expect(cycledAnchor(anchor, anchor + 5 * hour, 6 * hour)).toBe(anchor);
    expect(cycledAnchor(anchor, anchor + 6 * hour, 6 * hour)).toBe(anchor + 6 * hour);
    expect(cycledAnchor(anchor, anchor + 13 * hour, 6 * hour)).toBe(anchor + 12 * hour);
    expect(cycledAnchor(anchor, anchor + 13 * hour, 0)).toBe(anchor);
    expect(cycledAnchor(anchor, anchor - hour, 6 * hour)).toBe(anchor);
    // An event that ended in the first cycle is live again in the next one.
    const early = { startOffsetMinutes: 0, durationMinutes: 60 };
    expect(liveStatus(early, cycledAnchor(anchor, anchor + 2 * hour, 6 * hour), anchor + 2 * hour)).toBe('ENDED');
    expect(liveStatus(early, cycledAnchor(anchor, anchor + 6.5 * hour, 6 * hour), anchor + 6.5 * hour)).toBe('LIVE');
  });

  const slots = [
    { programme: 'A', durationMinutes: 90, thumbnailKey: 'art-01' },
    { programme: 'B', durationMinutes: 30, thumbnailKey: 'art-02' },
  ];

  it('lays the programme pattern back to back from midnight UTC', () => {
    const midnight = Date.parse('2026-05-01T00:00:00Z');
    const list = programmesBetween('ch', slots, midnight, midnight + 4 * 3_600_000);
    expect(list.map((p) => p.programme)).toEqual(['A', 'B', 'A', 'B']);
    expect(new Date(list[1].start).toISOString()).toBe('2026-05-01T01:30:00.000Z');
    for (let i = 1; i < list.length; i++) expect(list[i].start).toBe(list[i - 1].end);
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });

  it('includes programmes overlapping the window and restarts the pattern each day', () => {
    const late = Date.parse('2026-05-01T23:45:00Z');
    const list = programmesBetween('ch', slots, late, late + 30 * 60_000);
    expect(new Date(list[0].end).toISOString()).toBe('2026-05-02T00:00:00.000Z');
    expect(list[1].programme).toBe('A');
    expect(new Date(list[1].start).toISOString()).toBe('2026-05-02T00:00:00.000Z');
    expect(programmesBetween('ch', slots, late, late)).toEqual([]);
  });

  it('finds what is on now and next', () => {
    const t = Date.parse('2026-05-01T01:40:00Z');
    const { current, next } = nowAndNext('ch', slots, t);
    expect(current?.programme).toBe('B');
    expect(next?.programme).toBe('A');
  });
});

describe('live transitions and realm documents', () => {
  it('reports added and removed live events', () => {
    const a = { id: 'a', title: 'A', thumbnailUrl: 'x' };
    const b = { id: 'b', title: 'B', thumbnailUrl: 'y' };
    const changes = diffLive(new Map([['a', a]]), new Map([['b', b]]));
    expect(changes).toEqual([
      { kind: 'added', event: b },
      { kind: 'removed', event: a },
    ]);
    expect(diffLive(new Map([['a', a]]), new Map([['a', a]]))).toEqual([]);
  });

  it('substitutes the public URL placeholder everywhere in a document', () => {
    const doc = { a: '{{PLATFORM_PUBLIC_URL}}/images/x.jpg', b: [{ c: '{{ PLATFORM_PUBLIC_URL }}/y' }], n: 3, t: true };
    expect(substitutePublicUrl(doc, 'https://p.example')).toEqual({ a: 'https://p.example/images/x.jpg', b: [{ c: 'https://p.example/y' }], n: 3, t: true });
  });

  it('runs one timer while someone listens and tells listeners about transitions', async () => {
    let now = 0;
    const events = [{ id: 'e1', title: 'E1', thumbnailKey: 'art-01', startOffsetMinutes: 1, durationMinutes: 1 }];
    const service = {
      anchor: 0,
      publicUrl: 'https://p.example',
      now: () => now,
      catalogue: async () => ({ liveEvents: events }),
    } as unknown as CatalogueService;
    const feed = new LiveFeed(service, 60_000);
    const seen: string[] = [];
    const a = await feed.subscribe((changes) => seen.push(...changes.map((c) => `a:${c.kind}:${c.event.id}`)));
    const b = await feed.subscribe((changes) => seen.push(...changes.map((c) => `b:${c.kind}:${c.event.id}`)));
    expect(a.snapshot).toEqual([]);
    now = 60_000;
    await feed.tick();
    b.unsubscribe();
    now = 120_000;
    await feed.tick();
    expect(seen).toEqual(['a:added:e1', 'b:added:e1', 'a:removed:e1']);
    a.unsubscribe();
    expect((feed as unknown as { timer: unknown }).timer).toBeNull();
  });
});
