/** Pure parts of the admin previews: schema docs, section reports, draft validation and content filling. */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('~/env.server', () => ({
  getEnv: () => ({ PLATFORM_PUBLIC_URL: 'http://media.test', PLATFORM_URL: 'http://platform.test', PLATFORM_TIMEOUT_MS: 1000 }),
}));

const { describeType, propRows } = await import('./blocks.route');
const { sectionIssues } = await import('./section.route');
const { validateDraftText, withContent, sampleCardsFor, substitutePlaceholders } = await import('./admin.preview.server');

describe('gallery schema docs', () => {
  it('describes types, enums, ranges and nested props', () => {
    const json = z.toJSONSchema(
      z.object({
        a: z.enum(['X', 'Y']),
        n: z.number().int().min(1).max(6).optional().describe('count'),
        o: z.object({ s: z.string() }),
        l: z.array(z.string()),
      }),
      { io: 'input' },
    ) as any;
    const rows = propRows(json);
    expect(rows.map((r) => r.name)).toEqual(['a', 'n', 'o', 'o.s', 'l']);
    expect(rows[0]).toMatchObject({ type: '"X" | "Y"', required: true });
    expect(rows[1]).toMatchObject({ type: 'integer (1–6)', required: false, description: 'count' });
    expect(describeType({ type: 'array', items: { type: 'string' } })).toBe('string[]');
  });
});

describe('section report', () => {
  it('lists what production would leave out, by pointer', () => {
    const { errors, notes } = sectionIssues({
      id: 's',
      heroes: [{ heroId: 'h', background: {} }],
      buckets: [
        { bucketId: 'b', name: 'B', rowTypeData: { rowType: 'nope' }, contentList: [] },
        { bucketId: 'c', name: 'C', rowTypeData: { rowType: 'standard' }, contentList: [{ id: 1 }] },
      ],
    });
    expect(errors.map((e) => e.pointer)).toEqual(['/heroes/0/background/imageUrl', '/buckets/0/rowTypeData/rowType']);
    expect(notes).toEqual([{ pointer: '/buckets/1/contentList', message: '1 malformed card(s) left out.' }]);
  });
});

describe('drafts', () => {
  it('reports empty input, bad JSON and schema errors', () => {
    expect(validateDraftText('page', '  ').errors[0].message).toMatch(/Paste a document/);
    expect(validateDraftText('page', '{').errors[0].message).toMatch(/^Not valid JSON/);
    expect(validateDraftText('labels', '{"a":1}').errors).toEqual([{ pointer: '/a', message: 'Must be of type string.' }]);
  });

  it('fills draft buckets from the live section when it exists, sample cards otherwise', async () => {
    const platform = {
      content: {
        section: async () => ({
          ok: true,
          data: { buckets: [{ bucketId: 'live', contentList: [{ id: 'x' }], paging: { lastSeen: 'x', moreDataAvailable: true } }] },
        }),
      },
    } as any;
    const { buckets, notes } = await withContent(
      platform,
      {
        id: 'home',
        buckets: [
          { bucketId: 'live', rowTypeData: { rowType: 'standard' } },
          { bucketId: 'new', rowTypeData: { rowType: 'liveNow' } },
        ],
      },
      sampleCardsFor,
    );
    expect((buckets[0] as any).contentList).toEqual([{ id: 'x' }]);
    expect((buckets[1] as any).contentList[0].type).toBe('LIVE');
    expect((buckets[1] as any).contentList[0].thumbnailUrl).toMatch(/^http:\/\/media\.test\/images\//);
    expect(notes).toEqual([{ pointer: '/buckets/1', message: 'Shows sample cards (this bucket is not on the platform yet).' }]);
  });

  it('substitutes the platform URL placeholder used in realm files', () => {
    expect(substitutePlaceholders({ u: '{{PLATFORM_PUBLIC_URL}}/images/a.jpg' })).toEqual({ u: 'http://media.test/images/a.jpg' });
  });
});
