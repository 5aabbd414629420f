import { describe, expect, it } from 'vitest';
import { viewportFor } from './viewport';

/** A tiny media-query evaluator for width/height conditions, enough for our queries. */
function screen(width: number, height: number) {
  return (query: string) =>
    query.split(',').some((alternative) =>
      [...alternative.matchAll(/\((min|max)-(width|height):\s*([\d.]+)px\)/g)].every(([, kind, axis, value]) => {
        const size = axis === 'width' ? width : height;
        return kind === 'min' ? size >= Number(value) : size <= Number(value);
      }),
    );
}

describe('viewportFor', () => {
  it('classifies by the spec breakpoints', () => {
    expect(viewportFor(screen(375, 812))).toBe('mobile');
    expect(viewportFor(screen(900, 400))).toBe('mobile'); // short landscape phone
    expect(viewportFor(screen(800, 1000))).toBe('tablet');
    expect(viewportFor(screen(1024, 768))).toBe('desktop');
    expect(viewportFor(screen(1920, 1080))).toBe('desktop');
    expect(viewportFor(screen(2560, 1440))).toBe('tv');
  });
});
