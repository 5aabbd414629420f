/**
 * Hero image states: loading → ready, or
 * loading → error, which still signals ready (the banner must not wait forever on a
 * broken image). A resize or orientation change reloads (debounced 200 ms).
 */
export type HeroImageState = 'loading' | 'ready' | 'error';
export const HERO_RESIZE_DEBOUNCE_MS = 200;

export type HeroImageEvent = 'load' | 'error' | 'reload';

export function nextHeroImageState(state: HeroImageState, event: HeroImageEvent): HeroImageState {
  switch (event) {
    case 'load':
      return 'ready';
    case 'error':
      return 'error';
    case 'reload':
      return 'loading';
  }
  return state;
}

/** Both ready and error count as "ready" for whoever waits on the hero (e.g. to start its text transition). */
export function signalsReady(state: HeroImageState): boolean {
  return state !== 'loading';
}
