import type { KeenSliderInstance } from 'keen-slider';
import { describe, expect, it } from 'vitest';
import { positionSlides } from './slide-positions';

/** A slider of slides `at` px from the track's left edge (as the list lays them out), the track's details asking for `distances` (track widths). */
function slider(at: number[], distances: number[], size = 400) {
  const slides = at.map((offsetLeft) => ({ offsetLeft, style: { transform: '' } }));
  const instance = { size, slides, track: { details: { slides: distances.map((distance) => ({ distance })) } } };
  return { instance: instance as unknown as KeenSliderInstance, slides };
}

describe('positionSlides', () => {
  it('leaves slides that are where the track wants them untransformed (a right-to-left list at rest)', () => {
    // Right to left: the first slide at the right edge, the next ones to its left, 12 px apart.
    const { instance, slides } = slider([200, -12, -224], [0.5, -0.03, -0.56]);
    positionSlides(instance);
    expect(slides.map((slide) => slide.style.transform)).toEqual(['', '', '']);
  });

  it('moves each slide by the difference between where the track wants it and where the list put it', () => {
    const { instance, slides } = slider([0, 212, 424], [-0.5, 0.03, 0.56]);
    positionSlides(instance);
    expect(slides.map((slide) => slide.style.transform)).toEqual(['translate3d(-200px, 0, 0)', 'translate3d(-200px, 0, 0)', 'translate3d(-200px, 0, 0)']);
  });

  it('does nothing before the track has details', () => {
    const { instance, slides } = slider([0], []);
    (instance as unknown as { track: { details: null } }).track.details = null;
    positionSlides(instance);
    expect(slides[0].style.transform).toBe('');
  });
});
