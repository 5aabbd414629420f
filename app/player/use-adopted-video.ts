/**
 * The player takes over the <video> an early instance already plays into (./early-start.ts:
 * the server-rendered placeholder's element, attached before hydration) instead of starting
 * over on its own element: the frames on screen, the MediaSource and the buffer stay.
 *
 * Runs as a layout effect, in the commit that mounts the player and removes the placeholder:
 * the element leaves the document and comes back within one task, which the media element
 * does not treat as removal (it pauses only if it is still out of the document afterwards).
 * It gets the player's element's attributes and takes its place; `videoRef` then points to
 * it, so every later effect (source, events, state) works on it. React keeps updating its own,
 * now detached, element: the attributes that can change later (poster) are copied over here.
 * Pointer input on the element reaches the player through its container (React delegates
 * events by the nearest element it rendered).
 */
import { useEffect, useLayoutEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import { earlyVideo } from './early-source';

/** The player is client-only; its server render (tests) gets the effect that does nothing there, without React's warning. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function copyAttributes(from: HTMLVideoElement, to: HTMLVideoElement): void {
  for (const name of to.getAttributeNames()) if (!from.hasAttribute(name) && name !== 'src') to.removeAttribute(name);
  for (const name of from.getAttributeNames()) to.setAttribute(name, from.getAttribute(name) ?? '');
}

export function useAdoptedVideo(ref: RefObject<HTMLVideoElement>, src: string, poster: string | undefined): void {
  // React sets this ref to its element; the player's hooks read whatever it holds.
  const videoRef = ref as MutableRefObject<HTMLVideoElement | null>;
  const own = useRef<HTMLVideoElement | null>(null);
  useCommitEffect(() => {
    const rendered = videoRef.current;
    const adopted = earlyVideo(src);
    if (!rendered || !adopted || adopted === rendered) return;
    const wasPlaying = !adopted.paused;
    copyAttributes(rendered, adopted);
    rendered.replaceWith(adopted);
    own.current = rendered;
    videoRef.current = adopted;
    // A browser that paused it on the move anyway: carry on (it was playing a moment ago).
    if (wasPlaying && adopted.paused) void adopted.play().catch(() => undefined);
    // Only the first source's element is adopted (mount only): a later source plays in the same element.
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || video === own.current || !own.current) return;
    if (poster) video.poster = poster;
    else video.removeAttribute('poster');
  }, [poster, videoRef]);
}
