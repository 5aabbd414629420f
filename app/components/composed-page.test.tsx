import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { rowComponents } from '../../blocks/components/page';
import { rows } from '../../blocks/index';
import { sampleVods } from '../../blocks/shared/sample-cards';
import { defineBlock } from '../../blocks/types';
import { ComposedPage, type ComposedPageMode } from './composed-page';
import { prepareComposedPage, type ComposedPageInput } from './composed-page.server';

const hero = { type: 'hero', heroId: 'h1', title: 'Big Title', background: { imageUrl: 'https://img.test/a.jpg' } };
const bucket = (rowTypeData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  bucketId: `b-${String(rowTypeData.rowType)}`,
  name: 'Row name',
  rowTypeData,
  contentList: sampleVods.slice(0, 3),
  paging: { lastSeen: 'vod-003', moreDataAvailable: false },
  ...extra,
});

/** What a route does: validate on the server (loader), then render the prepared page. */
async function renderPage(input: ComposedPageInput, mode?: ComposedPageMode) {
  const page = await prepareComposedPage(input, { mode });
  // Through JSON, as the loader data reaches the component.
  return renderToString(<ComposedPage page={JSON.parse(JSON.stringify(page))} mode={mode} />);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('ComposedPage', () => {
  it('renders heroes and rows in the server HTML', async () => {
    const html = await renderPage({ sectionId: 'home', heroes: [hero], buckets: [bucket({ rowType: 'standard' }), bucket({ rowType: 'grid' })] });
    expect(html).toContain('Big Title');
    expect(html).toContain('data-row-type="standard"');
    expect(html).toContain('data-row-type="grid"');
    expect(html).toContain('Endless Orchard');
    expect(html).not.toContain('data-block-error');
  });

  it('defaults a platform hero without "type" to the hero block', async () => {
    const { type: _t, ...untyped } = hero;
    expect(await renderPage({ sectionId: 'home', heroes: [untyped], buckets: [] })).toContain('Big Title');
  });

  it('preview: unknown type and invalid props show a panel with JSON pointers, other rows still render', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await renderPage(
      {
        sectionId: 'home',
        heroes: [{ type: 'hero', heroId: 'x', background: {} }],
        buckets: [bucket({ rowType: 'carrousel' }), bucket({ rowType: 'grid', rowCount: 0 }), bucket({ rowType: 'poster' })],
      },
      'preview',
    );
    expect(html).toContain('/buckets/0/rowTypeData/rowType');
    expect(html).toContain('Unknown rows type &quot;carrousel&quot;');
    expect(html).toContain('/buckets/1/rowTypeData/rowCount');
    expect(html).toContain('/heroes/0/background/imageUrl');
    expect(html).toContain('data-row-type="poster"');
  });

  it('row cards reach the browser without the fields no row shows', async () => {
    const described = sampleVods.slice(0, 2).map((card) => ({ ...card, description: 'A long synopsis', tags: ['drama'] }));
    const page = await prepareComposedPage({ sectionId: 'home', heroes: [], buckets: [bucket({ rowType: 'standard' }, { contentList: described })] });
    const row = page.rows[0];
    expect(row.ok).toBe(true);
    const cards = row.ok ? (row.context as { bucket: { contentList: Record<string, unknown>[] } }).bucket.contentList : [];
    expect(cards.map((card) => card.title)).toEqual(described.map((card) => card.title));
    expect(JSON.stringify(cards)).not.toMatch(/synopsis|drama/);
  });

  it('production: invalid rows are left out and logged', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await prepareComposedPage({ sectionId: 'home', heroes: [], buckets: [bucket({ rowType: 'carrousel' }), bucket({ rowType: 'poster' })] });
    // Neither the invalid row nor its report goes to the browser in production.
    expect(JSON.stringify(page)).not.toContain('carrousel');
    const html = renderToString(<ComposedPage page={page} />);
    expect(html).not.toContain('data-block-error');
    expect(html).not.toContain('carrousel');
    expect(html).toContain('data-row-type="poster"');
    expect(log.mock.calls.flat().join(' ')).toContain('/buckets/0/rowTypeData/rowType');
  });

  it('development: the same invalid row shows its panel', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await renderPage({ sectionId: 'home', heroes: [], buckets: [bucket({ rowType: 'carrousel' }), bucket({ rowType: 'poster' })] });
    expect(html).toContain('data-block-error');
    expect(html).toContain('/buckets/0/rowTypeData/rowType');
    expect(html).toContain('data-row-type="poster"');
  });

  it('applies a valid layout and reports an invalid one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await prepareComposedPage({ sectionId: 'home', heroes: [hero], buckets: [], layout: { type: 'nope' } }, { mode: 'preview' });
    expect(page.layout).toEqual({ ok: false, issues: [{ pointer: '/layout/type', message: 'Unknown layouts type "nope".' }] });
    const html = renderToString(<ComposedPage page={page} mode="preview" />);
    expect(html).toContain('Layout not applied');
    expect(html).toContain('Big Title');
  });

  it('a block that throws during streaming SSR does not take the page down', async () => {
    const boom = defineBlock({
      type: 'boom',
      kind: 'rows',
      description: 'Throws (test only).',
      schema: z.object({ rowType: z.literal('boom') }),
      Component: () => {
        throw new Error('kaboom');
      },
      examples: [],
    });
    (rows as Record<string, unknown>).boom = boom;
    (rowComponents as Record<string, unknown>).boom = boom.Component;
    const errors: unknown[] = [];
    try {
      const page = await prepareComposedPage({ sectionId: 'home', heroes: [], buckets: [bucket({ rowType: 'boom' }), bucket({ rowType: 'poster' })] });
      const html = await new Promise<string>((resolve, reject) => {
        const stream = renderToPipeableStream(<ComposedPage page={page} />, {
          onAllReady() {
            const out = new PassThrough();
            let text = '';
            out.on('data', (c) => (text += c));
            out.on('end', () => resolve(text));
            stream.pipe(out);
          },
          onShellError: reject,
          onError: (e) => void errors.push(e),
        });
      });
      expect(html).toContain('data-row-type="poster"');
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toContain('kaboom');
    } finally {
      delete (rows as Record<string, unknown>).boom;
      delete (rowComponents as Record<string, unknown>).boom;
    }
  });
});
