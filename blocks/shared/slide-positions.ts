import type { KeenSliderInstance } from 'keen-slider';

/**
 * keen-slider's own renderer lays a right-to-left track out reversed and moves every slide back
 * with a transform: Chrome counts that change of layout as a shift of every card, although
 * nothing moves on screen. With `renderMode: 'custom'` the slides keep the list's own layout
 * (its order, direction and gap) and this moves each one from where the list put it to where
 * the slider's track wants it: at rest that is where it already is (no transform, no shift).
 */
export function positionSlides(slider: KeenSliderInstance) {
  const slides = slider.track.details?.slides;
  if (!slides) return;
  slider.slides.forEach((element, index) => {
    const slide = slides[index];
    if (!slide) return;
    // Both are measured from the track's left edge (the enhanced track is the slides' offset parent).
    const offset = Math.round(slide.distance * slider.size - element.offsetLeft);
    const transform = offset ? `translate3d(${offset}px, 0, 0)` : '';
    if (element.style.transform !== transform) element.style.transform = transform;
  });
}
