/**
 * Text alignment rule shared by components (hero, promo row, row headings, text plugin).
 * Plain TypeScript, no zod: components import it, so it ships to the browser
 * (the schema half, `textAlignmentSchema`, lives in cta.ts).
 */
export type TextAlignment = 'LEFT' | 'CENTER' | 'RIGHT';

/** LEFT/RIGHT are written for left-to-right; map them to logical start/end so RTL locales mirror. */
export function logicalTextAlign(alignment: TextAlignment): 'start' | 'center' | 'end' {
  if (alignment === 'CENTER') return 'center';
  return alignment === 'LEFT' ? 'start' : 'end';
}
