/**
 * Answers in the viewer's locale: catalogue text (cards, seasons, series, news, the programme
 * guide), page documents
 * and labels follow Accept-Language among the realm's locales; English labels never fall
 * back to another language.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffoldRealm } from '../../scripts/realm-scaffold.js';
import { startPlatform, TEST_REALMS_DIR, type Platform } from './harness.js';

let demo: Platform;
beforeAll(async () => {
  demo = await startPlatform();
});
afterAll(() => demo?.close());

const get = (url: string, realm: string, locale?: string) =>
  demo.inject({ method: 'GET', url, headers: { realm, ...(locale ? { 'accept-language': locale } : {}) } });

describe('catalogue text per locale', () => {
  const cases = [
    ['en', 'arena', 'Endless Orchard', 'Season 1'],
    ['es', 'arena', 'Huerto infinito', 'Temporada 1'],
    ['pt', 'arena', 'Pomar infinito', 'Temporada 1'],
    ['ar', 'oasis', 'البستان اللانهائي', 'الموسم 1'],
  ] as const;

  it.each(cases)('answers %s titles, descriptions and season names', async (locale, realm, title, season) => {
    const vod = demo.json(await get('/api/v4/vod/vod-001', realm, locale));
    expect(vod.title).toBe(title);
    expect(vod.description.startsWith(title)).toBe(true);
    const answer = demo.json(await get('/api/v4/season/season-1-1', realm, locale));
    expect(answer.season.title).toContain(season);
    expect(answer.contentList[0].title).not.toBe('');
    if (locale !== 'en') expect(answer.contentList[0].title).not.toMatch(/Chronicles/);
  });

  it('answers the realm default when Accept-Language names no realm locale, and English items for a locale without translations', async () => {
    expect(demo.json(await get('/api/v4/vod/vod-001', 'oasis', 'de')).title).toBe('البستان اللانهائي');
    expect(demo.json(await get('/api/v4/vod/vod-001', 'arena', 'de')).title).toBe('Endless Orchard');
  });

  it("answers fighters' weight classes and biographies in the locale, the English class kept as the filter value", async () => {
    const es = demo.json(await get('/api/v4/fighters?sort=rank', 'arena', 'es'));
    expect(es.weightClasses).toContain('Flyweight');
    expect(es.weightClassNames.Flyweight).toBe('Peso mosca');
    expect(es.fighters[0].weightClass).toBe(es.weightClasses.find((c: string) => c === es.fighters[0].weightClass));
    expect(es.fighters[0].weightClassName).not.toBe(es.fighters[0].weightClass);
    const ar = demo.json(await get('/api/v4/fighters/fighter-01', 'oasis', 'ar'));
    expect(ar).toMatchObject({ weightClass: 'Flyweight', weightClassName: 'وزن الذبابة' });
    expect(ar.bio).toMatch(/يتدرّب/);
    expect(ar).not.toHaveProperty('translations');
  });

  it('answers news items (list and article) in the locale, English for a locale without translations', async () => {
    const feed = async (realm: string, locale: string) => demo.json(await get('/api/v4/news/headlines?rpp=20', realm, locale)).items;
    const [en, es, ar] = [await feed('arena', 'en'), await feed('arena', 'es-ES'), await feed('oasis', 'ar')];
    const first = (items: Array<{ id: string }>) => items.find((n) => n.id === 'news-headlines-1');
    expect(first(en)).toMatchObject({ title: 'Northern Horizon confirmed' });
    expect(first(es)).toMatchObject({
      title: 'Horizonte del norte confirmado',
      description: expect.stringMatching(/^Horizonte del norte confirmado sigue a /),
    });
    expect(first(ar)).toMatchObject({ title: 'تأكيد الأفق الشمالي', description: expect.stringMatching(/^تأكيد الأفق الشمالي يتتبّع /) });
    // Every item is translated: no English headline verb survives in Spanish or Arabic.
    expect(es.map((n: { title: string }) => n.title).join(' ')).not.toMatch(/announced|confirmed|returns|delivers/);
    expect(ar.every((n: { title: string; description: string }) => /[\u0600-\u06ff]/.test(n.title + n.description))).toBe(true);

    const article = async (realm: string, locale: string) => demo.json(await get('/api/v4/news/headlines/news-headlines-1', realm, locale));
    const esItem = await article('arena', 'es');
    expect(esItem.title).toBe('Horizonte del norte confirmado');
    expect(esItem.body).toMatch(/^Horizonte del norte confirmado sigue a .+\. El informe sigue a .+\. La semana sigue a .+\.$/);
    const arItem = await article('oasis', 'ar');
    expect(arItem.body).toMatch(/^تأكيد الأفق الشمالي يتتبّع .+\. التقرير يتتبّع .+\. الأسبوع يتتبّع .+\.$/);
    expect(arItem.feedTitle).toBe('العناوين');
    const feeds = demo.json(await get('/api/v4/news', 'arena', 'es')).feeds;
    expect(feeds.map((f: { title: string }) => f.title)).toEqual(['Titulares', 'Resultados']);
    expect(demo.json(await get('/api/v4/news/results', 'oasis', 'ar')).title).toBe('النتائج');
    expect((await article('arena', 'de')).body).toMatch(/^Northern Horizon confirmed follows /);
  });

  it('answers programme names and episode labels in the guide, the programme list and channel cards', async () => {
    const day = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const window = `from=${day.toISOString()}&to=${new Date(day.getTime() + 86_400_000).toISOString()}&channel=channel-1`;
    const guide = async (realm: string, locale: string) => demo.json(await get(`/api/v4/epg?${window}`, realm, locale)).channels[0].programmes;
    const [en, es, ar] = [await guide('arena', 'en'), await guide('arena', 'es'), await guide('oasis', 'ar')];
    // Channel 1's day opens with its first slot, the morning round-up.
    expect(en[0]).toMatchObject({ title: 'Morning Round-up', programme: 'Morning Round-up', episode: expect.stringMatching(/^Episode \d+$/) });
    const number = en[0].episode.split(' ')[1];
    expect(es[0]).toMatchObject({ id: en[0].id, title: 'Resumen matinal', programme: 'Resumen matinal', episode: `Episodio ${number}` });
    expect(ar[0]).toMatchObject({ id: en[0].id, title: 'الحصاد الصباحي', programme: 'الحصاد الصباحي', episode: `الحلقة ${number}` });
    expect(ar.every((p: { title: string; episode: string }) => /[\u0600-\u06ff]/.test(p.title) && /^الحلقة \d+$/.test(p.episode))).toBe(true);

    const list = demo.json(await get(`/api/epg?epgId=channel-1&fromTs=${day.getTime()}&toTs=${day.getTime() + 3_600_000}`, 'arena', 'es'));
    expect(list.programmes[0]).toMatchObject({ title: 'Resumen matinal', episode: `Episodio ${number}` });

    const channel = demo.json(await get('/api/v4/event/channel-1', 'oasis', 'ar'));
    expect(channel.programmingInfo.currentProgramme.title).toMatch(/[\u0600-\u06ff]/);
    expect(channel.programmingInfo.nextProgramme.episode).toMatch(/^الحلقة \d+$/);
  });

  it('answers page texts and bucket names in the locale, the realm default as fallback', async () => {
    const es = demo.json(await get('/api/v4/content/home', 'arena', 'es'));
    expect(es.heroes[0].title).toBe('Final de copa hueca');
    expect(es.buckets[0].name).toBe('En directo');
    const pt = demo.json(await get('/api/v4/content/browse', 'arena', 'pt'));
    expect(pt.title).toBe('Explorar');
    expect(pt.buckets.map((b: { name: string }) => b.name)).toContain('Tudo');
    const ar = demo.json(await get('/api/v4/content/home', 'oasis', 'ar'));
    expect(ar.heroes[0].title).toBe('منارة لا تنطفئ');
    const en = demo.json(await get('/api/v4/content/home', 'oasis', 'en'));
    expect(en.heroes[0].title).toBe('A Beacon That Never Fades');
    expect(JSON.stringify(en)).not.toMatch(/"(en|ar)":/);
  });
});

/** The realm's own English: its menu labels (required) and one text it says differently. */
const REALM_ENGLISH = { search: 'Find', menuHome: 'Home', menuLiveNow: 'Live now', menuGuide: 'Guide' };

describe('labels of a realm whose default is not English', () => {
  const realmsDir = mkdtempSync(join(tmpdir(), 'realms-fr-'));
  let platform: Platform;
  beforeAll(async () => {
    cpSync(TEST_REALMS_DIR, realmsDir, { recursive: true });
    // A realm as an operator starts it (the scaffold), with partial labels written by hand.
    for (const [path, text] of Object.entries(scaffoldRealm('francais', { locales: ['fr', 'en'] }))) {
      if (!path.startsWith('realms/')) continue;
      const file = join(realmsDir, path.slice('realms/'.length));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const dir = join(realmsDir, 'francais');
    writeFileSync(join(dir, 'labels', 'fr.json'), JSON.stringify({ signIn: 'Se connecter', search: 'Rechercher' }));
    writeFileSync(join(dir, 'labels', 'en.json'), JSON.stringify(REALM_ENGLISH));
    platform = await startPlatform({ realmsDir });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(realmsDir, { recursive: true, force: true });
  });
  const labels = async (locale: string) =>
    platform.json(await platform.inject({ method: 'GET', url: '/api/v2/label', headers: { realm: 'francais', 'accept-language': locale } }));

  it('answers English with the realm English only, never French', async () => {
    const body = await labels('en');
    expect(body.selected_locale).toBe('en');
    expect(body.translations).toEqual(REALM_ENGLISH);
  });

  it('fills French gaps with the realm English, not with nothing', async () => {
    const body = await labels('fr');
    expect(body.translations).toEqual({ ...REALM_ENGLISH, signIn: 'Se connecter', search: 'Rechercher' });
    expect((await labels('de')).selected_locale).toBe('fr');
  });
});
