/**
 * Controls visibility: pointer activity (and a key command) shows the controls; after a
 * quiet spell the hover ends, and the controls hide while playing.
 */
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { PlayerAction } from './state';

const CONTROLS_HIDE_MS = 3_000;

/** Returns `showControls`: marks the pointer as hovering and restarts the quiet-spell timer. */
export function useControlsVisibility(dispatch: Dispatch<PlayerAction>): () => void {
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const showControls = useCallback(() => {
    dispatch({ type: 'hover', hovering: true });
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => dispatch({ type: 'hover', hovering: false }), CONTROLS_HIDE_MS);
  }, [dispatch]);
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );
  return showControls;
}
