/**
 * Realm data checks (realms/arena, realms/oasis, and any realm added later): every
 * document validates against its generated JSON Schema, label files hold only non-empty
 * texts with the placeholders of their English, menu labels have English text, and the
 * cross-references inside a realm (menus → pages, pages → sections and fixture content
 * ids, logo → public file) resolve. A realm need not translate every key: the viewer
 * reads English for the rest (app/labels/fallback-chain.ts), and `realms:check` lists
 * the gaps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EN_LABELS } from '../../app/labels/en';
import { validateDocument, type ValidatedKind } from '../../schemas/validate';

const root = fileURLToPath(new URL('../../', import.meta.url));
const realmsDir = join(root, 'realms');

type Json = Record<string, any>;
const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'));
const jsonFilesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

const realmIds = readdirSync(realmsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(realmsDir, e.name, 'realm.json')))
  .map((e) => e.name)
  .sort();

interface RealmFiles {
  id: string;
  settings: Json;
  menus: Json;
  plugins: Json | null;
  labels: Record<string, Record<string, unknown>>;
  pages: Record<string, Json>;
}

function loadRealm(id: string): RealmFiles {
  const dir = join(realmsDir, id);
  const labels: RealmFiles['labels'] = {};
  for (const f of jsonFilesIn(join(dir, 'labels'))) labels[f.replace(/\.json$/, '')] = readJson(join(dir, 'labels', f));
  const pages: RealmFiles['pages'] = {};
  for (const f of jsonFilesIn(join(dir, 'pages'))) pages[f.replace(/\.json$/, '')] = readJson(join(dir, 'pages', f));
  return {
    id,
    settings: readJson(join(dir, 'realm.json')),
    menus: readJson(join(dir, 'menus.json')),
    plugins: existsSync(join(dir, 'plugins.json')) ? readJson(join(dir, 'plugins.json')) : null,
    labels,
    pages,
  };
}
const realms = realmIds.map(loadRealm);

/** Every content id the fixtures define (what curated sources and CTA links may name). */
function fixtureIds(): Set<string> {
  const ids = new Set<string>();
  const add = (list: unknown) => {
    if (Array.isArray(list)) for (const item of list) if (item && typeof item.id === 'string') ids.add(item.id);
  };
  const fx = (name: string) => readJson(join(root, 'fixtures', `${name}.json`));
  add(fx('vods'));
  const series = fx('series');
  add(series.series);
  add(series.seasons);
  add(fx('playlists'));
  add(fx('channels'));
  add(fx('live-events'));
  return ids;
}

function menuItems(items: Json[] | undefined): Json[] {
  return (items ?? []).flatMap((item) => [item, ...menuItems(item.children)]);
}

/** Every CTA (hero buttons, row CTAs) in a page document. */
function pageCtas(page: Json): Json[] {
  const ctas: Json[] = [];
  for (const hero of page.heroes ?? []) ctas.push(hero.primaryButton, hero.secondaryButton);
  for (const bucket of page.buckets ?? []) ctas.push(bucket.rowTypeData?.primaryCta, bucket.rowTypeData?.secondaryCta);
  return ctas.filter(Boolean);
}

it('finds the demo realms', () => {
  expect(realmIds).toEqual(expect.arrayContaining(['arena', 'oasis']));
});

describe.each(realms)('realm $id', (realm) => {
  const dir = join(realmsDir, realm.id);
  const locales: string[] = realm.settings.locales;

  it('validates every document against schemas/json', () => {
    const docs: Array<[string, ValidatedKind, unknown]> = [
      ['realm.json', 'realm', realm.settings],
      ['menus.json', 'menus', realm.menus],
      ...Object.entries(realm.labels).map(([l, doc]): [string, ValidatedKind, unknown] => [`labels/${l}.json`, 'labels', doc]),
      ...Object.entries(realm.pages).map(([p, doc]): [string, ValidatedKind, unknown] => [`pages/${p}.json`, 'page', doc]),
    ];
    if (realm.plugins) docs.push(['plugins.json', 'plugins', realm.plugins]);
    const problems = docs.flatMap(([file, kind, doc]) =>
      validateDocument(kind, doc).errors.map((e) => `${realm.id}/${file} ${e.pointer || '/'}: ${e.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('points every document at its JSON Schema', () => {
    expect(realm.settings.$schema).toBe('../../schemas/json/realm.schema.json');
    expect(realm.menus.$schema).toBe('../../schemas/json/menus.schema.json');
    if (realm.plugins) expect(realm.plugins.$schema).toBe('../../schemas/json/plugins.schema.json');
    for (const doc of Object.values(realm.labels)) expect(doc.$schema).toBe('../../../schemas/json/labels.schema.json');
    for (const doc of Object.values(realm.pages)) expect(doc.$schema).toBe('../../../schemas/json/page.schema.json');
  });

  it('has a labels file only for configured locales, every text non-empty', () => {
    expect(Object.keys(realm.labels).filter((l) => !locales.includes(l))).toEqual([]);
    const empty = Object.entries(realm.labels).flatMap(([locale, doc]) =>
      Object.entries(doc)
        .filter(([k, v]) => k !== '$schema' && (typeof v !== 'string' || v.trim() === ''))
        .map(([k]) => `${locale}:${k}`),
    );
    expect(empty).toEqual([]);
  });

  it('keeps the {placeholders} of every label the same as its English', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    const english: Record<string, unknown> = { ...EN_LABELS, ...(realm.labels.en ?? {}) };
    const mismatched = Object.entries(realm.labels).flatMap(([locale, doc]) =>
      Object.keys(doc)
        .filter((k) => k !== '$schema' && k in english && placeholders(doc[k]) !== placeholders(english[k]))
        .map((k) => `${locale}:${k}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('has English text for every menu label key (what every locale falls back to)', () => {
    const keys = new Set(['WEB', 'MOBILE-WEB'].flatMap((p) => menuItems(realm.menus[p]).map((i) => i.label)));
    expect([...keys].filter((k) => !(k in (realm.labels.en ?? {})))).toEqual([]);
  });

  it('links menus, section sources and section CTAs to pages that exist', () => {
    const pageIds = new Set(Object.keys(realm.pages));
    const referenced: string[] = [realm.settings.defaultPage];
    if (realm.settings.notFoundPage) referenced.push(realm.settings.notFoundPage);
    for (const item of ['WEB', 'MOBILE-WEB'].flatMap((p) => menuItems(realm.menus[p]))) {
      if (item.type === 'SECTION' || item.type === 'PAGE') referenced.push(item.target);
    }
    for (const page of Object.values(realm.pages)) {
      for (const bucket of page.buckets ?? []) if (bucket.source.kind === 'sections') referenced.push(...bucket.source.ids);
      for (const cta of pageCtas(page)) if (cta.link.type === 'SECTION') referenced.push(cta.link.name);
    }
    expect(referenced.filter((id) => !pageIds.has(id))).toEqual([]);
  });

  it('names a page file after its id and has home and browse', () => {
    for (const [file, page] of Object.entries(realm.pages)) expect(page.id).toBe(file);
    expect(Object.keys(realm.pages)).toEqual(expect.arrayContaining(['home', 'browse']));
  });

  it('uses only content ids that exist in fixtures/', () => {
    const known = fixtureIds();
    const used: string[] = [];
    for (const page of Object.values(realm.pages)) {
      for (const bucket of page.buckets ?? []) {
        const { source } = bucket;
        if (source.kind === 'curated' || (source.kind === 'playlists' && source.ids)) used.push(...source.ids);
        if (source.kind === 'query' && source.seriesId) used.push(source.seriesId);
      }
      for (const cta of pageCtas(page)) if (cta.link.type === 'CONTENT') used.push(cta.link.event.id);
      for (const hero of page.heroes ?? []) if (hero.background.animatedBackground) used.push(hero.background.animatedBackground.entityId);
    }
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });

  it('serves its logo from public/ when the URL is a site path', () => {
    const url: string = realm.settings.logo.url;
    if (url.startsWith('/')) expect(existsSync(join(root, 'public', url))).toBe(true);
  });

  it('lists only hosts no other realm claims', () => {
    const others = realms.filter((r) => r.id !== realm.id).flatMap((r) => r.settings.hosts as string[]);
    expect((realm.settings.hosts as string[]).filter((h) => others.includes(h))).toEqual([]);
    expect(realm.settings.hosts).toContain(`${realm.id}.localhost`);
  });

  it('keeps pages free of unreadable folders (every page file is JSON)', () => {
    expect(readdirSync(join(dir, 'pages')).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });
});

describe('the two demo realms', () => {
  const arena = realms.find((r) => r.id === 'arena')!;
  const oasis = realms.find((r) => r.id === 'oasis')!;
  const allBuckets = (r: RealmFiles) => Object.values(r.pages).flatMap((p) => p.buckets ?? []);

  it('differ through data alone: theme, logo, layout, locales, direction, search, features', () => {
    expect(arena.settings.theme.colours.accent).not.toBe(oasis.settings.theme.colours.accent);
    expect(arena.settings.theme.fonts.body).not.toBe(oasis.settings.theme.fonts.body);
    expect(arena.settings.logo.url).not.toBe(oasis.settings.logo.url);
    expect([arena.settings.layout, oasis.settings.layout]).toEqual(['top', 'sidebar']);
    expect(arena.settings.locales).toEqual(['en', 'es', 'pt']);
    expect(oasis.settings.defaultLocale).toBe('ar');
    expect(oasis.settings.rtlLocales).toEqual(['ar']);
    expect([arena.settings.search.type, oasis.settings.search.type]).toEqual(['default', 'vesper']);
    expect(arena.settings.features.watchlists).toBe(true);
    expect(oasis.settings.features.watchlists).toBe(false);
    expect(oasis.settings.features.favourites).toBe(true);
  });

  it('only arena answers on localhost (the default realm)', () => {
    expect(arena.settings.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(oasis.settings.hosts).not.toContain('localhost');
  });

  it('together use every row type, every rowTypeData field and every source kind', () => {
    const buckets = [...allBuckets(arena), ...allBuckets(oasis)];
    const rowTypes = new Set(buckets.map((b) => b.rowTypeData.rowType));
    expect([...rowTypes].sort()).toEqual(['continueWatching', 'grid', 'liveNow', 'playlist', 'poster', 'promo', 'sectionLink', 'standard'].sort());
    const fields = new Set(buckets.flatMap((b) => Object.keys(b.rowTypeData)));
    for (const field of [
      'rowCount',
      'displayPosters',
      'hideMetadata',
      'background',
      'metadataDisplayMode',
      'title',
      'description',
      'primaryCta',
      'secondaryCta',
      'textAlignment',
      'playlistImageType',
    ])
      expect(fields, field).toContain(field);
    const kinds = new Set(buckets.map((b) => b.source.kind));
    expect([...kinds].sort()).toEqual(['continueWatching', 'curated', 'liveNow', 'playlists', 'query', 'sections', 'upcoming']);
    const queries = buckets.filter((b) => b.source.kind === 'query').map((b) => b.source);
    for (const filter of ['contentType', 'tag', 'seriesId', 'sort'])
      expect(
        queries.some((q) => filter in q),
        filter,
      ).toBe(true);
  });

  it('together use every hero field and every kind of hero link', () => {
    const heroes = [arena, oasis].flatMap((r) => Object.values(r.pages).flatMap((p) => p.heroes ?? []));
    const fields = new Set(heroes.flatMap((h) => Object.keys(h)));
    for (const field of [
      'title',
      'titleImage',
      'tagline',
      'description',
      'channelLogo',
      'primaryButton',
      'secondaryButton',
      'heroComponentsDisplay',
      'alignmentHorizontal',
      'alignmentVertical',
      'textAlignment',
      'videoBackgroundAutoPlay',
    ])
      expect(fields, field).toContain(field);
    const background = new Set(
      heroes.flatMap((h) =>
        Object.entries(h.background)
          .filter(([, v]) => v !== false)
          .map(([k]) => k),
      ),
    );
    for (const field of ['imageUrl', 'portraitImageUrl', 'animatedBackground', 'gradientTop', 'gradientRight', 'gradientBottom', 'gradientLeft']) {
      expect(background, field).toContain(field);
    }
    const linkTypes = new Set(
      heroes
        .flatMap((h) => [h.primaryButton, h.secondaryButton])
        .filter(Boolean)
        .map((b) => b.link.type),
    );
    expect([...linkTypes].sort()).toEqual(['CONTENT', 'SECTION', 'URL']);
    for (const [field, values] of Object.entries({
      alignmentHorizontal: ['LEFT', 'CENTER', 'RIGHT'],
      alignmentVertical: ['TOP', 'CENTER', 'BOTTOM'],
      videoBackgroundAutoPlay: ['AUDIO_AND_VIDEO', 'VIDEO_ONLY', 'NONE'],
    })) {
      expect(new Set(heroes.map((h) => h[field]).filter(Boolean)), field).toEqual(new Set(values));
    }
  });

  it('each realm has at least three sections besides home and browse, plus an external page', () => {
    for (const r of [arena, oasis]) {
      expect(Object.keys(r.pages).filter((p) => !['home', 'browse', 'about'].includes(p)).length).toBeGreaterThanOrEqual(3);
      expect(r.pages.about).toBeDefined();
    }
  });

  it('compose their home pages differently', () => {
    const order = (r: RealmFiles) => r.pages.home.buckets.map((b: Json) => b.rowTypeData.rowType).join(',');
    expect(order(arena)).not.toBe(order(oasis));
    const heroStyle = (r: RealmFiles) =>
      JSON.stringify(r.pages.home.heroes.map((h: Json) => [h.alignmentHorizontal, h.alignmentVertical, h.textAlignment, h.background]));
    expect(heroStyle(arena)).not.toBe(heroStyle(oasis));
  });
});
