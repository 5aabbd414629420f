/**
 * Top bar hide/show rule: hide after scrolling down
 * past 150 px, show again after scrolling up 50 px; scroll events throttled to 250 ms.
 * Pure state machine so it can be unit-tested; the hook below wires it to the window.
 */
import { useEffect, useState } from 'react';

export const HIDE_AFTER_PX = 150;
export const SHOW_AFTER_UP_PX = 50;
export const SCROLL_THROTTLE_MS = 250;

export interface ScrollState {
  hidden: boolean;
  /** Lowest scroll position reached since the last direction change downwards. */
  anchor: number;
  last: number;
}

export const initialScrollState: ScrollState = { hidden: false, anchor: 0, last: 0 };

export function nextScrollState(state: ScrollState, y: number): ScrollState {
  const position = Math.max(0, y);
  if (position <= HIDE_AFTER_PX) return { hidden: false, anchor: position, last: position };
  if (position > state.last) {
    // Going down: remember the deepest point; hide once past the threshold.
    return { hidden: true, anchor: position, last: position };
  }
  const anchor = Math.max(state.anchor, state.last);
  const hidden = state.hidden && anchor - position < SHOW_AFTER_UP_PX;
  return { hidden, anchor: hidden ? anchor : position, last: position };
}

export function useTopBarHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let state: ScrollState = { ...initialScrollState, last: window.scrollY, anchor: window.scrollY };
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastRun = 0;
    const run = () => {
      timer = null;
      lastRun = Date.now();
      state = nextScrollState(state, window.scrollY);
      setHidden(state.hidden);
    };
    const onScroll = () => {
      if (timer) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - lastRun));
      timer = setTimeout(run, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [enabled]);
  return hidden;
}
