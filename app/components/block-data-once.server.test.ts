import type { EntryContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { blockDataOnce, composedBlocks, withoutBlockData } from './block-data-once.server';

const escaped = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const card = (id: string) => ({ id, type: 'VOD', title: `Film <${id}> & co`, imageUrl: `https://img.test/${id}.jpg`, href: `/video/${id}` });
const row = (key: string, cards: unknown[]) => ({
  ok: true,
  key,
  pointer: `/buckets/${key}`,
  type: 'standard',
  label: 'Row "standard"',
  props: { title: key },
  context: { bucket: { bucketId: key, contentList: cards }, sectionId: 'home', index: 0 },
});

function context() {
  const page = {
    sectionId: 'home',
    heroes: [{ ok: true, key: 'h1', pointer: '/heroes/0', type: 'hero', label: 'Hero', props: { title: 'Big <Title>' }, context: { index: 0 } }],
    // Two rows with the same data: each is replaced once, in order.
    rows: [
      row('a', [card('vod-1'), card('vod-2')]),
      row('a', [card('vod-1'), card('vod-2')]),
      { ok: false, key: 'bad', pointer: '/buckets/2', title: 'Row', issues: [] },
    ],
    layout: null,
    issues: [],
  };
  const loaderData = { root: { labels: { a: 'A' } }, 'screen:home:en': { sectionId: 'home', page } };
  return {
    staticHandlerContext: { loaderData },
    serverHandoffString: escaped({ future: {}, state: { loaderData, actionData: null, errors: null } }),
  } as unknown as EntryContext;
}

const pageOf = (handoff: string) =>
  (JSON.parse(handoff) as { state: { loaderData: Record<string, { page: Record<string, Array<Record<string, unknown>>> }> } }).state.loaderData[
    'screen:home:en'
  ].page;

describe('block data once', () => {
  it("finds every rendered block of a route's composed page, not the reports of blocks left out", () => {
    const blocks = composedBlocks(context().staticHandlerContext.loaderData);
    expect(blocks.map(({ route, part, index }) => `${route} ${part} ${index}`)).toEqual([
      'screen:home:en heroes 0',
      'screen:home:en rows 0',
      'screen:home:en rows 1',
    ]);
    expect(composedBlocks({ root: { page: 'not a page' } })).toEqual([]);
  });

  it("replaces each block's props and context in the hydration data by where the browser finds them; the rest is as it was", () => {
    const ctx = context();
    blockDataOnce(ctx);
    const handoff = ctx.serverHandoffString ?? '';
    expect(handoff).not.toContain('vod-1');
    expect(handoff).not.toContain('Title');
    const page = pageOf(handoff);
    expect(page.heroes[0]).toEqual({
      ok: true,
      key: 'h1',
      pointer: '/heroes/0',
      type: 'hero',
      label: 'Hero',
      props: null,
      context: { later: { route: 'screen:home:en', part: 'heroes', index: 0 } },
    });
    expect(page.rows.map((r) => r.context)).toEqual([
      { later: { route: 'screen:home:en', part: 'rows', index: 0 } },
      { later: { route: 'screen:home:en', part: 'rows', index: 1 } },
      undefined,
    ]);
    expect(page.rows[2]).toMatchObject({ ok: false, key: 'bad' });
    expect((JSON.parse(handoff) as { state: { loaderData: { root: unknown } } }).state.loaderData.root).toEqual({ labels: { a: 'A' } });
    // The markup is rendered from the loader data, which keeps everything.
    expect(composedBlocks(ctx.staticHandlerContext.loaderData)).toHaveLength(3);
  });

  it('leaves a block it cannot find in the string whole', () => {
    const handoff = escaped({ page: { rows: [{ ok: true, props: { title: 'x' }, context: { other: 1 } }] } });
    expect(withoutBlockData(handoff, [{ route: 'r', part: 'rows', index: 0, props: { title: 'y' }, context: { other: 1 } }])).toBe(handoff);
  });
});
