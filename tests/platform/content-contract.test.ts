/**
 * Contract check across the team boundary: every card the platform serves for the real
 * realms' sections parses with the blocks' card schema (blocks/shared/content-card.ts),
 * and every bucket has what the web's section schema needs.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCardSchema } from '../../blocks/shared/content-card.js';
import { ROOT, signIn, startPlatform, type Platform } from './harness.js';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const realms = readdirSync(join(ROOT, 'realms'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'realms', d.name, 'pages')))
  .map((d) => d.name);

describe('served cards match the web’s card schema', () => {
  it.each(realms)('every section of %s, as a guest and as the subscriber', async (realm) => {
    const sections = readdirSync(join(ROOT, 'realms', realm, 'pages'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(sections.length).toBeGreaterThan(0);
    const { authorisationToken } = await signIn(platform, realm, 'subscriber@example.com');
    let cards = 0;
    for (const headers of [{ realm }, { realm, authorization: `Bearer ${authorisationToken}` }]) {
      for (const section of sections) {
        const res = await platform.inject({ method: 'GET', url: `/api/v4/content/${section}?rpp=50`, headers });
        expect(res.statusCode, `${realm}/${section}: ${res.body.slice(0, 200)}`).toBe(200);
        const body = platform.json(res);
        for (const bucket of body.buckets) {
          expect(typeof bucket.bucketId).toBe('string');
          expect(typeof bucket.rowTypeData.rowType).toBe('string');
          for (const card of bucket.contentList) {
            const parsed = contentCardSchema.safeParse(card);
            expect(parsed.success, `${realm}/${section}/${bucket.bucketId}/${card.id}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(true);
            cards++;
          }
        }
      }
    }
    expect(cards).toBeGreaterThan(20);
  });
});
