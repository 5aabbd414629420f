/**
 * What several platform processes on one database share: failure throttles counted in the
 * database, the boot lock, and the live-now fan-out (one ticker, every process delivers).
 * The PostgreSQL cases run under `npm run test:pg` (TEST_DATABASE_URL); the others on PGlite too.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailedAttempts } from '../../platform/auth/attempts.js';
import { withAdvisoryLock } from '../../platform/db/advisory-lock.js';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { migrateToLatest } from '../../platform/db/migrate.js';
import { batches, postgresFanout, type LiveFanout } from '../../platform/catalogue/live-fanout.js';
import { LiveFeed, type LiveChange } from '../../platform/catalogue/live-feed.js';
import type { CatalogueService } from '../../platform/catalogue/service.js';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? it : it.skip;

describe('failure throttles in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('counts the failures of two instances (two processes) together', async () => {
    const one = new FailedAttempts(database.db, 'shared-test', 3);
    const two = new FailedAttempts(database.db, 'shared-test', 3);
    await one.fail('Someone@Example.com');
    await two.fail('someone@example.com');
    expect(await one.blockedFor('someone@example.com')).toBe(0);
    await one.fail('someone@example.com');
    expect(await two.blockedFor('someone@example.com')).toBeGreaterThan(0);
    expect(await two.blockedFor('other@example.com')).toBe(0);
    // Another throttle's prefix is another counter.
    expect(await new FailedAttempts(database.db, 'other-test', 3).blockedFor('someone@example.com')).toBe(0);
    await two.succeed('someone@example.com');
    expect(await one.blockedFor('someone@example.com')).toBe(0);
  });

  it('starts a new window when the last one has ended', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const throttle = new FailedAttempts(database.db, 'window-test', 2, 60_000, () => now);
    await throttle.fail('x');
    await throttle.fail('x');
    expect(await throttle.blockedFor('x')).toBe(60);
    now += 61_000;
    expect(await throttle.blockedFor('x')).toBe(0);
    await throttle.fail('x');
    expect(await throttle.blockedFor('x')).toBe(0);
  });
});

describe('live-now fan-out', () => {
  const change = (id: string, title = id): LiveChange => ({ kind: 'added', event: { id, title, thumbnailUrl: `https://p.example/${id}.jpg` } });

  it('sends changes in NOTIFY-sized batches, none lost', () => {
    const many = Array.from({ length: 200 }, (_, i) => change(`event-${i}`, 'A long title '.repeat(5)));
    const sent = batches(many);
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(payload.length).toBeLessThan(8000);
    expect(sent.flatMap((p) => JSON.parse(p) as LiveChange[])).toEqual(many);
  });

  it('a process that is not the ticker publishes nothing and still tells its subscribers what arrives', async () => {
    let deliver: (changes: LiveChange[]) => void = () => {};
    const published: LiveChange[][] = [];
    const follower = (d: typeof deliver): LiveFanout => {
      deliver = d;
      return { listen: async () => {}, leads: async () => false, resign: async () => {}, publish: async (c) => void published.push(c), close: async () => {} };
    };
    const events = [{ id: 'e1', title: 'E1', thumbnailKey: 'art-01', startOffsetMinutes: 0, durationMinutes: 10 }];
    const service = {
      anchor: 0,
      publicUrl: 'https://p.example',
      now: () => 60_000,
      catalogue: async () => ({ liveEvents: events }),
    } as unknown as CatalogueService;
    const feed = new LiveFeed(service, 60_000, follower);
    const seen: string[] = [];
    const { snapshot, unsubscribe } = await feed.subscribe((changes) => seen.push(...changes.map((c) => `${c.kind}:${c.event.id}`)));
    expect(snapshot.map((e) => e.id)).toEqual(['e1']);
    await feed.tick();
    expect(published).toEqual([]);
    deliver([change('e2'), { kind: 'removed', event: { id: 'e1', title: 'E1', thumbnailUrl: '' } }]);
    expect(seen).toEqual(['added:e2', 'removed:e1']);
    const later = await feed.subscribe(() => {});
    expect(later.snapshot.map((e) => e.id)).toEqual(['e2']);
    later.unsubscribe();
    unsubscribe();
    feed.stop();
  });

  onPostgres('on PostgreSQL, one of two processes is the ticker and what it publishes reaches both', async () => {
    const schema = `t_fanout_${randomBytes(4).toString('hex')}`;
    const heard: Record<string, LiveChange[]> = { a: [], b: [] };
    const warn = () => {};
    const a = postgresFanout(url!, schema, (c) => heard.a!.push(...c), warn);
    const b = postgresFanout(url!, schema, (c) => heard.b!.push(...c), warn);
    try {
      await a.listen();
      await b.listen();
      expect(await a.leads()).toBe(true);
      expect(await b.leads()).toBe(false);
      await a.publish([change('live-x')]);
      await expect.poll(() => [heard.a!.length, heard.b!.length], { timeout: 5000 }).toEqual([1, 1]);
      expect(heard.b![0]!.event.id).toBe('live-x');
      // The ticker resigns (no subscriber left there): the other takes over.
      await a.resign();
      expect(await b.leads()).toBe(true);
      expect(await a.leads()).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('boot lock', () => {
  onPostgres('on PostgreSQL, two processes booting together run their boot one after the other', async () => {
    const schema = `t_boot_${randomBytes(4).toString('hex')}`;
    const one = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
    const two = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
    const steps: string[] = [];
    const boot = (name: string, db: DatabaseHandle) =>
      withAdvisoryLock(db.db, 'postgres', 'platform:boot', async () => {
        steps.push(`${name} start`);
        await new Promise((r) => setTimeout(r, 200));
        steps.push(`${name} end`);
      });
    try {
      await Promise.all([boot('one', one), boot('two', two)]);
      const first = steps[0]!.split(' ')[0];
      const second = first === 'one' ? 'two' : 'one';
      expect(steps).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    } finally {
      await one.close();
      await two.close();
      await dropSchema(url!, schema);
    }
  });
});
