import { describe, expect, it } from 'vitest';
import { colourSchemeFor, contrastRatio, nearestColourName, parseCssColour } from './css-colour';

const rgb = (value: string) => {
  const c = parseCssColour(value);
  return c && [Math.round(c.r), Math.round(c.g), Math.round(c.b), Math.round(c.a * 100) / 100];
};

describe('parseCssColour', () => {
  it.each([
    ['#fff', [255, 255, 255, 1]],
    ['#0b1026', [11, 16, 38, 1]],
    ['#ff000080', [255, 0, 0, 0.5]],
    ['#f008', [255, 0, 0, 0.53]],
    ['rgb(255, 0, 0)', [255, 0, 0, 1]],
    ['rgba(0,128,0,0.25)', [0, 128, 0, 0.25]],
    ['rgb(100% 0% 0% / 50%)', [255, 0, 0, 0.5]],
    ['hsl(120, 100%, 25%)', [0, 128, 0, 1]],
    ['hsl(240deg 100% 50% / 0.5)', [0, 0, 255, 0.5]],
    ['green', [0, 128, 0, 1]],
    ['rebeccapurple', [102, 51, 153, 1]],
  ])('%s', (value, expected) => expect(rgb(value)).toEqual(expected));

  it.each(['greeen', '#ggg', '#12345', 'rgb(1,2)', 'transparent', 'currentColor', 'var(--x)', 'Green', 'red; background: url(x)', ''])('refuses %j', (value) =>
    expect(parseCssColour(value)).toBeNull(),
  );

  it('suggests the colour name a typo meant', () => {
    expect(nearestColourName('greeen')).toBe('green');
    expect(nearestColourName('whitte')).toBe('white');
    expect(nearestColourName('zzzzzzzz')).toBeNull();
  });
});

describe('contrastRatio (WCAG 2)', () => {
  const ratio = (fg: string, bg: string) => Math.round(contrastRatio(parseCssColour(fg)!, parseCssColour(bg)!) * 100) / 100;
  it('is 21:1 for black on white and 1:1 for a colour on itself, whichever way round', () => {
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#fff', '#000')).toBe(21);
    expect(ratio('teal', 'teal')).toBe(1);
  });
  it('matches published values', () => {
    expect(ratio('#777777', '#ffffff')).toBe(4.48); // the classic "just under AA" grey
    expect(ratio('#767676', '#ffffff')).toBe(4.54);
    expect(ratio('#ffffff', '#ff4d1c')).toBe(3.32);
  });
  it('composites translucent text over its background', () => {
    expect(ratio('rgb(0 0 0 / 50%)', '#ffffff')).toBeCloseTo(ratio('#808080', '#ffffff'), 1);
  });
  it('derives light or dark form controls from the background', () => {
    expect(colourSchemeFor(parseCssColour('#f7f4ee')!)).toBe('light');
    expect(colourSchemeFor(parseCssColour('#15110c')!)).toBe('dark');
  });
});
