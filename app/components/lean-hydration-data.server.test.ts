import type { EntryContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { translate } from '~/labels/labels';
import { escapeHtml, leanHandoff } from '~/labels/lean-labels.server';
import { blockDataOnce } from './block-data-once.server';
import { leanHydrationData } from './lean-hydration-data.server';

const labels = { signIn: 'Sign in', search: 'Search', menuHome: 'Home <b> & co', unused: 'Never read \u2028' };
const card = (id: string) => ({ id, title: `Film <${id}> & co`, href: `/video/${id}` });
const row = (key: string) => ({
  ok: true,
  key,
  type: 'standard',
  props: { title: key },
  context: { bucket: { bucketId: key, contentList: [card('vod-1'), card('vod-2')] }, index: 0 },
});

/** A document's context as Remix hands it to the entry: the state and Remix's own serialisation of it. */
function context(options: { errors?: unknown; labels?: boolean } = {}): EntryContext {
  const page = {
    sectionId: 'home',
    heroes: [{ ok: true, key: 'h1', type: 'hero', props: { title: 'Big <Title>' }, context: { index: 0 } }],
    rows: [row('a'), row('a'), { ok: false, key: 'bad', issues: [] }],
    layout: null,
  };
  const root = options.labels === false ? { realm: 'arena' } : { realm: 'arena', labels: { ...labels }, theme: { dir: 'ltr' } };
  const loaderData = { root, 'screen:home:en': { sectionId: 'home', page, meta: { title: 'Home' } } };
  const errors = options.errors ?? null;
  const future = { v3_lazyRouteDiscovery: true };
  const state = { loaderData, actionData: null, errors };
  return {
    staticHandlerContext: { loaderData, actionData: null, errors },
    future,
    isSpaMode: false,
    serverHandoffString: escapeHtml(JSON.stringify({ basename: undefined, criticalCss: undefined, future, isSpaMode: false, state })),
  } as unknown as EntryContext;
}

/** The hydration data as <Scripts> writes it, after the markup read `read` of the labels. */
function written(ctx: EntryContext, read: string[]): string {
  const table = (ctx.staticHandlerContext.loaderData.root as { labels?: Record<string, string> }).labels;
  for (const key of read) if (table) translate(table, key);
  return `${ctx.serverHandoffString}`;
}

/** What the entry did before: Remix's string edited, block by block, then the label table. */
function edited(ctx: EntryContext, read: string[]): string {
  blockDataOnce(ctx);
  leanHandoff(ctx);
  return written(ctx, read);
}

function leanOnce(ctx: EntryContext, read: string[]): string {
  leanHydrationData(ctx);
  return written(ctx, read);
}

describe('the hydration data written once', () => {
  it('is, byte for byte, what editing Remix’s serialisation gave: blocks left out, only the labels read', () => {
    for (const read of [['search', 'menuHome'], [], Object.keys(labels)]) {
      const once = leanOnce(context(), read);
      expect(once, read.join()).toBe(edited(context(), read));
    }
    const once = leanOnce(context(), ['search']);
    expect(once).not.toContain('vod-1');
    expect(once).toContain('"props":null,"context":{"later":{"route":"screen:home:en","part":"rows","index":1}}');
    expect(once).toContain('"labels":{"search":"Search"},"labelsOmitted":3');
    expect(once).not.toMatch(/[<>&\u2028]/);
  });

  it('writes the labels the markup read by the time <Scripts> asks, once', () => {
    const ctx = context();
    leanHydrationData(ctx);
    const table = (ctx.staticHandlerContext.loaderData.root as { labels: Record<string, string> }).labels;
    translate(table, 'signIn');
    const first = `${ctx.serverHandoffString}`;
    translate(table, 'search');
    expect(`${ctx.serverHandoffString}`).toBe(first);
    expect(first).toContain('"labels":{"signIn":"Sign in"},"labelsOmitted":3');
  });

  it('leaves the render its own data: the markup still reads every block and label', () => {
    const ctx = context();
    leanHydrationData(ctx);
    const data = ctx.staticHandlerContext.loaderData as {
      root: { labels: Record<string, string> };
      'screen:home:en': { page: { rows: { props: unknown }[] } };
    };
    expect(data['screen:home:en'].page.rows[0].props).toEqual({ title: 'a' });
    expect(data.root.labels.unused).toBe(labels.unused);
    // A page without blocks (a form) too: its labels stay the table, not the placeholder.
    const form = context();
    const formData = form.staticHandlerContext.loaderData as Record<string, unknown> & { root: { labels: Record<string, string> } };
    delete formData['screen:home:en'];
    leanHydrationData(form);
    expect(translate(formData.root.labels, 'signIn')).toBe('Sign in');
    expect(`${form.serverHandoffString}`).toContain('"labels":{"signIn":"Sign in"},"labelsOmitted":3');
  });

  it('matches the edits for a page without labels, and keeps them for a page with errors', () => {
    expect(leanOnce(context({ labels: false }), [])).toBe(edited(context({ labels: false }), []));
    const errors = { 'screen:home:en': { message: 'boom', __type: 'Error' } };
    expect(leanOnce(context({ errors }), ['search'])).toBe(edited(context({ errors }), ['search']));
  });
});
