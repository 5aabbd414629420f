import type { EntryContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { translate } from './labels';
import { leanHandoff, leanHandoffString, recordLabelReads } from './lean-labels.server';

const labels = { signIn: 'Sign in', search: 'Search', menuHome: 'Home <b>', unused: 'Never read' };

const escaped = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

function context(): EntryContext {
  const loaderData = { root: { realm: 'arena', labels: { ...labels } }, 'screen:home:en': { page: { title: 'Home' } } };
  const handoff = escaped({ future: {}, state: { loaderData, actionData: null, errors: null } });
  return { staticHandlerContext: { loaderData }, serverHandoffString: handoff } as unknown as EntryContext;
}

const rootOf = (handoff: string) =>
  (JSON.parse(handoff) as { state: { loaderData: { root: { labels: Record<string, string>; labelsOmitted?: number } } } }).state.loaderData.root;

describe('lean labels', () => {
  it('records the keys the render reads (translate, direct reads), not the ones it only misses', () => {
    const ctx = context();
    const { used } = recordLabelReads(ctx)!;
    const table = (ctx.staticHandlerContext.loaderData.root as { labels: Record<string, string> }).labels;
    expect(translate(table, 'signIn')).toBe('Sign in');
    expect(table.search).toBe('Search');
    expect(translate(table, 'absent')).toBe('absent');
    expect([...used].sort()).toEqual(['search', 'signIn']);
  });

  it('an enumeration of the table uses all of it', () => {
    const ctx = context();
    const { used } = recordLabelReads(ctx)!;
    expect(Object.keys((ctx.staticHandlerContext.loaderData.root as { labels: object }).labels)).toHaveLength(4);
    expect(used.size).toBe(4);
  });

  it('cuts the hydration data to the used keys, says how many it left out, and keeps the HTML escaping', () => {
    const out = leanHandoffString(context().serverHandoffString!, labels, new Set(['signIn', 'menuHome']));
    expect(rootOf(out).labels).toEqual({ signIn: 'Sign in', menuHome: 'Home <b>' });
    expect(rootOf(out).labelsOmitted).toBe(2);
    expect(out).not.toMatch(/[<>]/);
    expect(out).toContain('"page":{"title":"Home"}');
  });

  it('leaves the data as it is when every key was used or the table is not found', () => {
    const ctx = context();
    expect(leanHandoffString(ctx.serverHandoffString!, labels, new Set(Object.keys(labels)))).toBe(ctx.serverHandoffString);
    const noRoot = JSON.stringify({ state: { loaderData: {} } });
    expect(leanHandoffString(noRoot, labels, new Set())).toBe(noRoot);
    expect(recordLabelReads({ staticHandlerContext: { loaderData: {} } } as unknown as EntryContext)).toBeNull();
  });

  it('writes the lean data when <Scripts> turns it into text, after the markup has read its labels', () => {
    const ctx = context();
    leanHandoff(ctx);
    translate((ctx.staticHandlerContext.loaderData.root as { labels: Record<string, string> }).labels, 'search');
    const written = `${ctx.serverHandoffString}`;
    expect(rootOf(written).labels).toEqual({ search: 'Search' });
    expect(rootOf(written).labelsOmitted).toBe(3);
  });
});
