/**
 * Carousel card states: hidden (outside the visible
 * range), default (nothing hovered), active (hovered), before-active / after-active
 * (visible neighbours on either side of the active card), inactive (visible, but
 * another card is active and it is not a direct neighbour).
 */
export type CardState = 'hidden' | 'default' | 'active' | 'before-active' | 'after-active' | 'inactive';

export const HOVER_DEBOUNCE_MS = 100;

export interface VisibleRange {
  first: number;
  last: number;
}

export function cardState(index: number, activeIndex: number | null, visible: VisibleRange | null): CardState {
  if (visible && (index < visible.first || index > visible.last)) return 'hidden';
  if (activeIndex === null) return 'default';
  if (index === activeIndex) return 'active';
  if (index === activeIndex - 1) return 'before-active';
  if (index === activeIndex + 1) return 'after-active';
  return 'inactive';
}

/**
 * Debounces hover changes: a pointer crossing several cards quickly activates only the
 * card it rests on for HOVER_DEBOUNCE_MS. Timer functions are injectable for tests.
 */
export function createHoverDebouncer(
  onActiveChange: (index: number | null) => void,
  delay = HOVER_DEBOUNCE_MS,
  // Wrapped: calling the bare functions as methods of another object throws "Illegal invocation" in browsers.
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
) {
  let pending: unknown = null;
  const schedule = (index: number | null) => {
    if (pending !== null) timers.clear(pending);
    pending = timers.set(() => {
      pending = null;
      onActiveChange(index);
    }, delay);
  };
  return {
    enter: (index: number) => schedule(index),
    leave: () => schedule(null),
    cancel: () => {
      if (pending !== null) timers.clear(pending);
      pending = null;
    },
  };
}
