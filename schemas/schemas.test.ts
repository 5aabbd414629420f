import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from './index';
import { documentJsonSchemaText } from './json-schema';
import { validateDocument, validateDocumentText, VALIDATED_KINDS } from './validate';

describe('generated JSON Schemas', () => {
  it.each(DOCUMENT_KINDS.map((k) => [k]))('%s.schema.json matches the zod source (run npm run schemas:generate)', (kind) => {
    const committed = readFileSync(new URL(`./json/${kind}.schema.json`, import.meta.url), 'utf8');
    expect(committed).toBe(documentJsonSchemaText(kind));
  });
  it('validate.ts covers every document kind', () => expect([...VALIDATED_KINDS].sort()).toEqual([...DOCUMENT_KINDS].sort()));
});

const validPage = {
  $schema: '../../../schemas/json/page.schema.json',
  id: 'home',
  title: 'Home',
  heroes: [{ type: 'hero', heroId: 'h1', title: 'T', background: { imageUrl: 'https://x.test/a.jpg' } }],
  buckets: [
    {
      bucketId: 'trending',
      name: 'Trending',
      rowTypeData: { rowType: 'standard', rowCount: 2 },
      source: { kind: 'query', contentType: 'VOD', sort: 'popular' },
    },
    { bucketId: 'live', name: 'Live', rowTypeData: { rowType: 'liveNow' }, source: { kind: 'liveNow' } },
  ],
};

describe('validateDocument', () => {
  it('accepts a valid page', () => expect(validateDocument('page', validPage)).toEqual({ ok: true, errors: [] }));

  it('reports every error with a JSON pointer and a readable message', () => {
    const bad = structuredClone(validPage) as any;
    bad.buckets[0].rowTypeData = { rowType: 'carrousel' };
    bad.buckets[1].rowTypeData.rowcount = 3;
    bad.buckets[1].source = { kind: 'curated', ids: [] };
    delete bad.heroes[0].background.imageUrl;
    const result = validateDocument('page', bad);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/buckets/0/rowTypeData/rowType', message: expect.stringContaining('expected one of: standard, poster, grid') },
        { pointer: '/buckets/1/rowTypeData/rowcount', message: expect.stringContaining('Unknown property "rowcount"') },
        { pointer: '/buckets/1/source/ids', message: expect.stringMatching(/fewer than 1/) },
        { pointer: '/heroes/0/background/imageUrl', message: '"imageUrl" is required.' },
      ]),
    );
  });

  it('validates menus recursively and labels as flat strings', () => {
    const menus = {
      WEB: [{ id: 'a', label: 'home', type: 'PAGE', target: 'home', children: [{ id: 'b', label: 'x', type: 'NOPE', target: 't' }] }],
      'MOBILE-WEB': [],
    };
    expect(validateDocument('menus', menus).errors).toEqual([
      { pointer: '/WEB/0/children/0/type', message: 'Must be one of: "SECTION", "PAGE", "LINK", "SCREEN".' },
    ]);
    expect(validateDocument('labels', { signIn: 'Sign in', count: 3 }).errors).toEqual([{ pointer: '/count', message: 'Must be of type string.' }]);
  });

  it('validates plugins by type', () => {
    const ok = { plugins: [{ id: 'about', type: 'text', props: { text: 'Hello' } }] };
    expect(validateDocument('plugins', ok).ok).toBe(true);
    const bad = { plugins: [{ id: 'f', type: 'iframe', props: { src: 'ftp://x', title: 't', allowedOrigins: [] } }] };
    expect(validateDocument('plugins', bad).errors.map((e) => e.pointer)).toEqual(expect.arrayContaining(['/plugins/0/props/allowedOrigins']));
  });

  it('reports JSON syntax errors at the root', () => {
    const result = validateDocumentText('page', '{ "id": ');
    expect(result.ok).toBe(false);
    expect(result.errors[0].pointer).toBe('');
    expect(result.errors[0].message).toMatch(/^Not valid JSON/);
  });
});
