import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadable } from './loadable';

const Block = ({ title }: { title: string }) => <p>{title}</p>;
/** Loadable is a function component: called as React would, outside a render. */
const loadableOf = (load: () => Promise<typeof Block>) => loadable(load) as (props: { title: string }) => unknown;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadable', () => {
  it('on the server (no document) the code is loaded when the module is, so a render never waits', async () => {
    const load = vi.fn(async () => Block);
    const Loadable = loadableOf(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    const element = Loadable({ title: 'now' });
    expect(isValidElement(element) && element.type).toBe(Block);
  });

  it('in the browser the first render starts the load and suspends on it; the next renders the component', async () => {
    vi.stubGlobal('document', {});
    const load = vi.fn(async () => Block);
    const Loadable = loadableOf(load);
    expect(load).not.toHaveBeenCalled();
    let thrown: unknown;
    try {
      Loadable({ title: 'later' });
    } catch (value) {
      thrown = value;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(isValidElement(Loadable({ title: 'later' }))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load is thrown as the error (for the block boundary), not asked for in a loop', async () => {
    vi.stubGlobal('document', {});
    const failure = new Error('chunk failed');
    const load = vi.fn(async () => Promise.reject<typeof Block>(failure));
    const Loadable = loadableOf(load);
    let first: unknown;
    try {
      Loadable({ title: 'x' });
    } catch (value) {
      first = value;
    }
    await first;
    expect(() => Loadable({ title: 'x' })).toThrow(failure);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
