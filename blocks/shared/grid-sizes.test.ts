import { describe, expect, it } from 'vitest';
import { gridColumns, gridImageSizes } from './grid';

/** The slot width `sizes` announces at a viewport width (first matching max-width, else the default). */
function announcedVw(sizes: string, viewport: number): number {
  for (const part of sizes.split(', ')) {
    const m = /^\(max-width:([\d.]+)px\) (\d+)vw$/.exec(part);
    if (!m) return Number(part.replace('vw', ''));
    if (viewport <= Number(m[1])) return Number(m[2]);
  }
  throw new Error('no default size');
}

describe('gridImageSizes', () => {
  it('never announces a cell narrower than the grid lays it out (no blurry step), and is exact up to four columns', () => {
    const sizes = gridImageSizes();
    for (const viewport of [320, 479, 480, 800, 1024, 1025, 1300, 1440, 1679, 1680, 2500, 4200]) {
      const share = 100 / gridColumns(viewport);
      expect(announcedVw(sizes, viewport), `at ${viewport}px`).toBeGreaterThanOrEqual(Math.floor(share));
      if (gridColumns(viewport) <= 4) expect(announcedVw(sizes, viewport)).toBe(Math.ceil(share));
    }
  });
});
