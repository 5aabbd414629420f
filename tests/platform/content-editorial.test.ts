/** News feeds and fighter profiles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe('news', () => {
  it('lists feeds, pages a feed newest first and answers one item with its body', async () => {
    const feeds = await t.get('/api/v4/news');
    expect(feeds.body.feeds).toEqual([
      { feedName: 'headlines', title: 'Headlines', itemCount: 8 },
      { feedName: 'results', title: 'Results', itemCount: 6 },
    ]);
    const page = await t.get('/api/v4/news/headlines?rpp=5');
    expect(page.body).toMatchObject({ feedName: 'headlines', page: 1, totalPages: 2, totalResults: 8 });
    expect(page.body.items.map((i: any) => i.type)).toEqual(Array(5).fill('DATA_FEED'));
    const dates = page.body.items.map((i: any) => i.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const item = await t.get('/api/v4/news/headlines/news-headlines-2');
    expect(item.body).toMatchObject({ id: 'news-headlines-2', feedName: 'headlines', feedTitle: 'Headlines' });
    expect(item.body.body.length).toBeGreaterThan(20);
  });

  it('answers 404 for unknown feeds and items, 400 for bad paging', async () => {
    expectError(await t.get('/api/v4/news/gossip'), 404, 'UNKNOWN_FEED');
    expectError(await t.get('/api/v4/news/results/news-headlines-2'), 404, 'UNKNOWN_NEWS_ITEM');
    expectError(await t.get('/api/v4/news/headlines?p=0'), 400, 'VALIDATION_ERROR');
  });
});

describe('fighters', () => {
  it('ranks fighters by weight class and lists them A to Z by letter', async () => {
    const all = await t.get('/api/v4/fighters?rpp=100');
    expect(all.body.totalResults).toBe(20);
    expect(all.body.weightClasses).toHaveLength(5);
    const light = await t.get('/api/v4/fighters?weightClass=lightweight');
    expect(light.body.fighters.map((f: any) => f.rank)).toEqual([1, 2, 3, 4]);
    expect(light.body.fighters[0].imageUrl).toMatch(/\/images\/poster-\d\d\.jpg$/);
    const byName = await t.get('/api/v4/fighters?sort=name&rpp=100');
    const names = byName.body.fighters.map((f: any) => f.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const letter = await t.get('/api/v4/fighters?letter=a&sort=name');
    expect(letter.body.fighters.every((f: any) => f.name.startsWith('A'))).toBe(true);
    expect(letter.body.fighters.length).toBeGreaterThan(0);
  });

  it('answers one profile, 404 for unknown ids and 400 for bad filters', async () => {
    const res = await t.get('/api/v4/fighters/fighter-07');
    expect(res.body).toMatchObject({ id: 'fighter-07', record: { wins: expect.any(Number) } });
    expectError(await t.get('/api/v4/fighters/fighter-99'), 404, 'UNKNOWN_FIGHTER');
    expectError(await t.get('/api/v4/fighters?letter=ab'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/fighters?sort=weight'), 400, 'VALIDATION_ERROR');
  });
});
