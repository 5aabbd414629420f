import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBlockComponent } from '../../blocks/components/page';

const Row: AnyBlockComponent = () => null;
type Rendered = ReactElement<{ props: unknown; context: unknown }>;
/** The wrapper is a function component: called as React would, outside a render. */
const asFunction = (component: AnyBlockComponent) => component as (props: { props: unknown; context: unknown }) => unknown;

/** A fresh module per test: it keeps one answer per route for the document's life. */
async function fresh() {
  vi.resetModules();
  return import('./block-data-later');
}

function thrown(render: () => unknown): unknown {
  try {
    render();
  } catch (value) {
    return value;
  }
  throw new Error('did not throw');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('withLaterData', () => {
  it('a block that came with its data renders straight away, through the same wrapper every time', async () => {
    const { withLaterData } = await fresh();
    const Wrapped = asFunction(withLaterData(Row));
    expect(asFunction(withLaterData(Row))).toBe(Wrapped);
    const element = Wrapped({ props: { title: 'x' }, context: { bucket: { contentList: [] } } }) as Rendered;
    expect(isValidElement(element) && element.type).toBe(Row);
    expect(element.props).toEqual({ props: { title: 'x' }, context: { bucket: { contentList: [] } } });
  });

  it("suspends on the route's data request for this URL once, then renders the block's own props and context", async () => {
    const { withLaterData } = await fresh();
    const fetch = vi.fn(async () =>
      Response.json({
        page: {
          rows: [
            { ok: true, props: { title: 'first' }, context: { index: 0 } },
            { ok: true, props: { title: 'second' }, context: { index: 1 } },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { href: 'http://localhost/section/sports?p=2#top' } });
    const Wrapped = asFunction(withLaterData(Row));
    const later = (index: number) => ({ props: null, context: { later: { route: 'screen:section:en', part: 'rows', index } } });
    const first = thrown(() => Wrapped(later(1)));
    expect(first).toBeInstanceOf(Promise);
    expect(thrown(() => Wrapped(later(0)))).toBe(first);
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://localhost/section/sports?p=2&_data=screen%3Asection%3Aen');
    expect((Wrapped(later(1)) as Rendered).props).toEqual({ props: { title: 'second' }, context: { index: 1 } });
    expect((Wrapped(later(0)) as Rendered).props).toEqual({ props: { title: 'first' }, context: { index: 0 } });
  });

  it("a request that fails three times is the block's error, never the block rendered without its data", async () => {
    vi.useFakeTimers();
    const { withLaterData } = await fresh();
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { href: 'http://localhost/home' } });
    const Wrapped = asFunction(withLaterData(Row));
    const props = { props: null, context: { later: { route: 'screen:home:en', part: 'heroes', index: 0 } } };
    const waiting = thrown(() => Wrapped(props)) as Promise<void>;
    await vi.runAllTimersAsync();
    await waiting;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(thrown(() => Wrapped(props))).toBeInstanceOf(Error);
  });
});
