/**
 * A component (a block, a page's body) whose code is a chunk of its own in the browser, loaded when a page first
 * renders it, so no page's first bundle carries it (home's JavaScript budget).
 *
 * Rendering stays correct everywhere:
 *  - on the server every chunk is part of the server bundle: loading starts when this module is
 *    evaluated and is done long before a request, so documents render the block at once (a
 *    block that had to wait would be streamed out of order and stay hidden without JavaScript);
 *  - in the browser the first render throws the loading promise: every block sits in its own
 *    Suspense boundary (ComposedPage), so while hydrating React keeps the server's markup as it
 *    is until the code has arrived, then hydrates the block (no flash, no mismatch).
 */
import type { ComponentType } from 'react';

/** A loadable component; `load()` resolves to the component it stands for (tests compare it with the registry's). */
export type Loadable<P> = ComponentType<P> & { load(): Promise<ComponentType<P>> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadable<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // Thrown on the next render, where the block's error boundary takes it (no retry loop).
        failure = { error };
      },
    ));
  if (typeof document === 'undefined') void start();
  function Loadable(props: P) {
    if (failure) throw failure.error;
    if (!Loaded) throw start();
    return <Loaded {...props} />;
  }
  return Object.assign(Loadable, {
    load: async () => {
      await start();
      if (failure) throw failure.error;
      return Loaded!;
    },
  });
}
