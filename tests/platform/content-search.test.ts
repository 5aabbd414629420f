/**
 * Catalogue search on the database (PGlite here, PostgreSQL under test:pg): query reading,
 * ranking, typo tolerance, accent folding, the per-language configurations, translations
 * searched and answered in the viewer's language, highlighting, paging, counts capped at
 * MAX_HITS, popular videos and hostile input.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTerms, queryWords, segmentsOf, tsqueryText } from '../../platform/search/query-text.js';
import { MAX_HITS, searchCatalogue } from '../../platform/search/search.js';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';
import { startPlatform, type Platform } from './harness.js';

let t: ContentPlatform;
let db: Kysely<any>;
beforeAll(async () => {
  t = await startContentPlatform();
  db = (t.platform.app as unknown as { platform: { db: Kysely<any> } }).platform.db;
  // Items this suite owns: same words in a title and in a description (ranking), accents
  // and a Spanish one (its own configuration), markup in a title (escaping).
  const vod = (id: string, title: string, description: string) => ({
    id,
    external_id: `ext-${id}`,
    title,
    description,
    duration_seconds: 60,
    genre: 'Test',
    tags: '["searchtest"]',
    thumbnail_key: 'art-01',
    poster_key: 'poster-01',
    access: '{"level":"FREE"}',
    release_date: '2024-01-01T00:00:00Z',
    media_key: 'deep-zoom',
    position: 9000,
  });
  await db
    .insertInto('vods')
    .values([
      vod('st-title', 'Quokka Harbour', 'A quiet film.'),
      vod('st-desc', 'Quiet Film', 'Somewhere a quokka waits.'),
      vod('st-accent', 'Crème Brûlée à la Française', 'Un café à Paris.'),
      vod('st-markup', '<img src=x onerror=alert(1)> Zanzibar', 'Markup <script>alert(1)</script> zanzibar.'),
    ])
    .execute();
  await db
    .insertInto('vods')
    .values(vod('st-es', 'Canciones de la montaña', 'Las montañas cantan.'))
    .execute();
  await sql`update search_documents set language = 'es' where item_id = 'st-es'`.execute(db);
  // Translated: Spanish title and description, a Portuguese title only (its description reads the English).
  await db
    .insertInto('vods')
    .values({
      ...vod('st-tr', 'Lighthouse Keeper', 'A keeper of the light.'),
      translations: JSON.stringify({
        es: { title: 'El guardián del acantilado', description: 'Un guardián de la luz del acantilado.' },
        pt: { title: 'O guardião da falésia' },
      }),
    })
    .execute();
  // More matches than are counted: a few by title, the rest by description.
  const many = Array.from({ length: MAX_HITS + 5 }, (_, i) => vod(`st-many-${i}`, `Plain ${i}`, `Somewhere a glimmerwing sings ${i}.`));
  many.slice(0, 3).forEach((v, i) => (v.title = `Glimmerwing ${i}`));
  await db.insertInto('vods').values(many).execute();
});
afterAll(async () => {
  await t?.platform.close();
});

const titles = (kind: any) => kind.hits.map((h: any) => h.title);
const marked = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');
const search = (q: string, extra = '', headers?: Record<string, string>) => t.get(`/api/v4/search?query=${encodeURIComponent(q)}${extra}`, headers);

describe('query reading', () => {
  it('keeps letters, digits and marks of any script, drops invisible characters, caps words', () => {
    expect(queryWords('  Iron   LANTERN!! ')).toEqual(['iron', 'lantern']);
    expect(queryWords("'; DROP TABLE vods; --")).toEqual(['drop', 'table', 'vods']);
    expect(queryWords('lan\u200Bte\u200Eren')).toEqual(['lanteren']);
    expect(queryWords('مصباح الحديد')).toEqual(['مصباح', 'الحديد']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('x'.repeat(10_000))[0]).toHaveLength(40);
    expect(queryWords('<>&|!:*()')).toEqual([]);
  });

  it('builds a tsquery from quoted words only: all terms, each by its word or an alternative, the last as a prefix', () => {
    const terms = queryTerms(['iron', 'lanteren'], new Map([['lanteren', ['lantern', "bad'word"]]]));
    expect(tsqueryText(terms)).toBe("('iron') & ('lanteren':* | 'lantern')");
  });

  it('splits headlines into marked runs and refuses an altered title', () => {
    expect(segmentsOf('Iron \uE000Lantern\uE001', 'Iron Lantern')).toEqual([
      { text: 'Iron ', mark: false },
      { text: 'Lantern', mark: true },
    ]);
    expect(segmentsOf('a  b', 'a <i> b')).toEqual([{ text: 'a <i> b', mark: false }]);
  });
});

describe('GET /api/v4/search', () => {
  it('finds "Iron Lantern" from the typo "lanteren", saying which word it used, with the match highlighted', async () => {
    const res = await search('lanteren');
    expect(res.status).toBe(200);
    expect(res.body.terms).toEqual([{ word: 'lanteren', alternatives: expect.arrayContaining(['lantern']) }]);
    const hit = res.body.results.videos.hits.find((h: any) => h.title === 'Iron Lantern');
    expect(hit).toBeDefined();
    expect(marked(hit.highlight.title)).toBe('Iron [Lantern]');
    expect(marked(hit.highlight.description)).toContain('[Lantern]');
  });

  it('ranks a title match above a description match', async () => {
    const res = await search('quokka');
    expect(titles(res.body.results.videos)).toEqual(['Quokka Harbour', 'Quiet Film']);
  });

  it('folds accents both ways and stems by the item’s language', async () => {
    expect(titles((await search('creme brulee')).body.results.videos)).toContain('Crème Brûlée à la Française');
    const francaise = (await search('FRANÇAISE')).body.results.videos.hits[0];
    expect(marked(francaise.highlight.title)).toBe('Crème Brûlée à la [Française]');
    // Spanish stemming: "montana" (folded) finds "montañas" in the description too.
    const es = (await search('montana')).body.results.videos.hits.find((h: any) => h.id === 'st-es');
    expect(marked(es.highlight.title)).toBe('Canciones de la [montaña]');
    expect(marked(es.highlight.description)).toContain('[montañas]');
  });

  it('matches the last word as a prefix', async () => {
    expect(titles((await search('iron lant')).body.results.videos)).toContain('Iron Lantern');
  });

  it('pages each kind and counts every hit', async () => {
    const first = await search('chronicles', '', t.subscriber);
    const { videos, liveEvents, playlists } = first.body.results;
    expect(videos.totalHits).toBeGreaterThan(12);
    expect(videos.hits).toHaveLength(12);
    expect(videos).toMatchObject({ page: 1, totalPages: Math.ceil(videos.totalHits / 12) });
    expect(videos.hits.every((v: any) => /chronicles/i.test(v.title + v.description))).toBe(true);
    expect(liveEvents).toMatchObject({ hits: [], totalHits: 0 });
    expect(playlists.totalHits).toBe(0);
    const last = await search('chronicles', `&p=${videos.totalPages}`, t.subscriber);
    expect(last.body.results.videos.totalHits).toBe(videos.totalHits);
    expect(last.body.results.videos.hits.length).toBe(videos.totalHits - 12 * (videos.totalPages - 1));
    const ids = new Set(videos.hits.map((h: any) => h.id));
    expect(last.body.results.videos.hits.some((h: any) => ids.has(h.id))).toBe(false);
    const beyond = await search('chronicles', '&p=999');
    expect(beyond.body.results.videos).toMatchObject({ hits: [], totalHits: videos.totalHits, page: 999 });
  });

  it('finds live events that are not over and playlists', async () => {
    const live = await search('premiere');
    expect(live.body.results.liveEvents.hits.map((e: any) => e.id)).toContain('live-7');
    const playlist = (await t.get('/vod/playlist/playlist-1')).body.playlist.title as string;
    const res = await search(playlist);
    expect(res.body.results.playlists.hits.map((p: any) => p.id)).toContain('playlist-1');
  });

  it('follows catalogue edits at once (triggers keep the index)', async () => {
    await db.updateTable('vods').set({ title: 'Wombat Harbour' }).where('id', '=', 'st-title').execute();
    // The hit is found by its new title at once (cards come from the catalogue snapshot, renewed every 30 s).
    expect((await search('wombat')).body.results.videos.hits.map((h: any) => h.id)).toEqual(['st-title']);
    await db.deleteFrom('vods').where('id', '=', 'st-desc').execute();
    expect((await search('quokka')).body.results.videos.totalHits).toBe(0);
  });

  it('answers hostile queries with data, never markup or a server error', async () => {
    const plain = await search('zanzibar');
    // The title comes back whole (text for the web to escape), the match marked.
    expect(marked(plain.body.results.videos.hits[0].highlight.title)).toBe('<img src=x onerror=alert(1)> [Zanzibar]');
    const markup = await search('<img src=x onerror=alert(1)> zanzibar');
    expect(markup.status).toBe(200);
    expect(markup.body.results.videos.hits[0].highlight.title.map((s: any) => s.text).join('')).toBe('<img src=x onerror=alert(1)> Zanzibar');
    for (const q of ["' OR 1=1; --", '%_\\', '!!!:*&|()', 'مصباح', '\u202Eevil\u200B', 'x'.repeat(100)]) {
      const res = await search(q);
      expect(res.status === 200 || res.body?.code === 'EMPTY_QUERY', `${q}: ${res.status}`).toBe(true);
    }
    expectError(await search('\u200B\u200D\u2066'), 400, 'EMPTY_QUERY');
    expectError(await search('x'.repeat(10_000)), 400, 'VALIDATION_ERROR');
  });

  it('answers 400 for a missing, blank or too long query', async () => {
    expectError(await t.get('/api/v4/search'), 400, 'VALIDATION_ERROR');
    expectError(await search('  '), 400, 'EMPTY_QUERY');
    expectError(await search('a'.repeat(101)), 400, 'VALIDATION_ERROR');
    expectError(await search('x', '&rpp=0'), 400, 'VALIDATION_ERROR');
  });
});

describe('translations', () => {
  const inLanguage = (q: string, language: string) => searchCatalogue(db, q, { language, page: 1, perPage: 50 });
  const hit = async (q: string, language: string) => (await inLanguage(q, language)).results.VOD.hits.find((h) => h.id === 'st-tr');

  it('finds an item by its Spanish title on a Spanish search, answering the Spanish text highlighted', async () => {
    const found = await hit('acantilado', 'es');
    expect(marked(found!.title)).toBe('El guardián del [acantilado]');
    expect(marked(found!.description)).toContain('[acantilado]');
    // Accents folded and Spanish stemming ("guardianes" → "guardián").
    expect(marked((await hit('guardianes', 'es'))!.title)).toBe('El [guardián] del acantilado');
  });

  it('finds it by its original title too, still answering in the viewer’s language', async () => {
    const found = await hit('lighthouse', 'es');
    expect(found!.title.map((s) => s.text).join('')).toBe('El guardián del acantilado');
    expect(found!.description.map((s) => s.text).join('')).toBe('Un guardián de la luz del acantilado.');
  });

  it('searches a language’s text only for that language, the original for everyone', async () => {
    expect(await hit('acantilado', 'en')).toBeUndefined();
    expect(await hit('acantilado', 'pt')).toBeUndefined();
    expect(marked((await hit('lighthouse', 'en'))!.title)).toBe('[Lighthouse] Keeper');
    // Portuguese: the translated title, the English description where no translation exists.
    const pt = await hit('falesia', 'pt');
    expect(marked(pt!.title)).toBe('O guardião da [falésia]');
    expect(pt!.description.map((s) => s.text).join('')).toBe('A keeper of the light.');
    // A locale without a configuration of its own searches as English; a regional one as its language.
    expect(marked((await hit('lighthouse', 'fr'))!.title)).toBe('[Lighthouse] Keeper');
    expect(marked((await hit('acantilado', 'es-MX'))!.title)).toBe('El guardián del [acantilado]');
  });

  it('follows translation edits at once', async () => {
    await db
      .updateTable('vods')
      .set({ translations: JSON.stringify({ es: { title: 'El vigía del acantilado' } }) })
      .where('id', '=', 'st-tr')
      .execute();
    expect(marked((await hit('vigia', 'es'))!.title)).toBe('El [vigía] del acantilado');
    // The Portuguese translation is gone: Portuguese viewers read (and find) the English.
    expect(await hit('falesia', 'pt')).toBeUndefined();
    expect(marked((await hit('keeper', 'pt'))!.title)).toBe('Lighthouse [Keeper]');
    // One row per search language: the translated one in Spanish with the original beside it.
    const rows = await db
      .selectFrom('search_documents')
      .select(['locale', 'language', 'source_language'])
      .where('item_id', '=', 'st-tr')
      .orderBy('locale')
      .execute();
    expect(rows).toEqual([
      { locale: 'ar', language: 'en', source_language: null },
      { locale: 'en', language: 'en', source_language: null },
      { locale: 'es', language: 'es', source_language: 'en' },
      { locale: 'pt', language: 'en', source_language: null },
    ]);
  });
});

describe('counts past MAX_HITS', () => {
  it('counts up to MAX_HITS, says there are more, ranks title matches first and stops paging there', async () => {
    const first = await search('glimmerwing');
    const videos = first.body.results.videos;
    expect(videos).toMatchObject({ totalHits: MAX_HITS, moreHits: true, totalPages: Math.ceil(MAX_HITS / 12), page: 1 });
    expect(videos.hits.slice(0, 3).map((h: any) => h.title)).toEqual(['Glimmerwing 0', 'Glimmerwing 1', 'Glimmerwing 2']);
    expect(videos.hits.slice(3).every((h: any) => /^Plain /.test(h.title))).toBe(true);
    const last = (await search('glimmerwing', `&p=${videos.totalPages}`)).body.results.videos;
    expect(last.hits).toHaveLength(MAX_HITS - 12 * (videos.totalPages - 1));
    expect((await search('glimmerwing', `&p=${videos.totalPages + 1}`)).body.results.videos).toMatchObject({ hits: [], totalHits: MAX_HITS, moreHits: true });
    // An ordinary word is counted exactly.
    expect((await search('quokka')).body.results.videos).toMatchObject({ moreHits: false });
  });
});

describe('the search call in the viewer’s locale (Accept-Language)', () => {
  let demo: Platform;
  beforeAll(async () => {
    demo = await startPlatform();
  });
  afterAll(() => demo?.close());
  const inRealm = async (q: string, locale: string) =>
    demo.json(
      await demo.inject({ method: 'GET', url: `/api/v4/search?query=${encodeURIComponent(q)}`, headers: { realm: 'arena', 'accept-language': locale } }),
    );

  it('finds a seeded video by its Spanish title on a Spanish page and by its English one, answering Spanish', async () => {
    const spanish = (await inRealm('huerto', 'es')).results.videos.hits.find((h: any) => h.id === 'vod-001');
    expect(spanish.title).toBe('Huerto infinito');
    expect(marked(spanish.highlight.title)).toBe('[Huerto] infinito');
    const english = (await inRealm('orchard', 'es')).results.videos.hits.find((h: any) => h.id === 'vod-001');
    expect(english.title).toBe('Huerto infinito');
    expect(english.highlight.title.map((s: any) => s.text).join('')).toBe('Huerto infinito');
    expect((await inRealm('huerto', 'en')).results.videos.hits.some((h: any) => h.id === 'vod-001')).toBe(false);
  });
});

describe('GET /api/v4/search/popular', () => {
  it('puts the most watched and favourited videos first', async () => {
    await t.call('PUT', '/favourite/vods/vod-005', t.viewer);
    await t.call('PUT', '/favourite/vods/vod-005', t.subscriber);
    const res = await t.get('/api/v4/search/popular?rpp=5');
    expect(res.status).toBe(200);
    expect(res.body.hits).toHaveLength(5);
    expect(res.body.hits[0].id).toBe('vod-005');
  });
});

describe('GET /api/v4/releases', () => {
  it('lists videos newest first, without trailers, page-numbered', async () => {
    const first = await t.get('/api/v4/releases?rpp=10');
    expect(first.status).toBe(200);
    expect(first.body.vods).toHaveLength(10);
    expect(first.body).toMatchObject({ page: 1, totalPages: Math.ceil(first.body.totalResults / 10) });
    const second = await t.get('/api/v4/releases?rpp=10&p=2');
    const ids: string[] = [];
    for (let p = 1; p <= Math.ceil(first.body.totalResults / 100); p++)
      ids.push(...(await t.get(`/api/v4/releases?rpp=100&p=${p}`)).body.vods.map((v: any) => v.id));
    expect(ids).toHaveLength(first.body.totalResults);
    expect(ids.slice(10, 20)).toEqual(second.body.vods.map((v: any) => v.id));
    const dates = await db.selectFrom('vods').select(['id', 'release_date', 'is_trailer']).execute();
    const byId = new Map(dates.map((d) => [d.id, d]));
    // (The snapshot may still hold a video an earlier test deleted: compare the ones still stored.)
    const stored = ids.filter((id) => byId.has(id));
    const released = stored.map((id) => new Date(byId.get(id)!.release_date).getTime());
    expect(released).toEqual([...released].sort((a, b) => b - a));
    expect(stored.some((id) => byId.get(id)!.is_trailer)).toBe(false);
    expect(stored.length).toBeGreaterThan(100);
    expectError(await t.get('/api/v4/releases?p=0'), 400, 'VALIDATION_ERROR');
  });
});
