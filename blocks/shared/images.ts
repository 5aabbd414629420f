/** Responsive images: the platform serves artwork at fixed width steps (`?w=<step>`). */

export const IMAGE_WIDTH_STEPS = [240, 480, 960, 1440, 1920, 2560, 3840] as const;

/** Smallest step that is at least `width` (the largest step for anything bigger). */
export function snapToWidthStep(width: number): number {
  for (const step of IMAGE_WIDTH_STEPS) if (width <= step) return step;
  return IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1];
}

/** `url` with `w=<width>` set (keeps other query parameters; works for relative URLs). */
export function withWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path, query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}${hash}`;
}

/**
 * `srcset` over the width steps a slot of `displayWidth` CSS px can use: from the step that
 * covers the slot's narrowest width (`narrowestWidth` CSS px at 1x: a carousel card is always
 * its own width, a fluid slot can shrink) up to 2x density (no point sending 3840 px to a
 * 320 px card). Steps the browser can never pick are bytes in every document.
 */
export function imageSrcSet(url: string, displayWidth: number, narrowestWidth: number = IMAGE_WIDTH_STEPS[0], maxDensity = 2): string {
  const smallest = snapToWidthStep(narrowestWidth);
  const largest = snapToWidthStep(displayWidth * maxDensity);
  return IMAGE_WIDTH_STEPS.filter((step) => step >= smallest && step <= largest)
    .map((step) => `${withWidth(url, step)} ${step}w`)
    .join(', ');
}

/**
 * `src` and `srcset` for an image laid out at a fixed `width` CSS px (a carousel card): density
 * descriptors need no `sizes`, and a fixed slot can use only two steps, the one for 1x (`src`)
 * and the one for 2x.
 */
export function fixedSlotImage(url: string, width: number): { src: string; srcSet?: string } {
  const oneX = snapToWidthStep(width);
  const twoX = snapToWidthStep(width * 2);
  return { src: withWidth(url, oneX), srcSet: twoX > oneX ? `${withWidth(url, twoX)} 2x` : undefined };
}

/** The narrowest viewport a full-width image is laid out in (CSS px). */
export const NARROWEST_VIEWPORT = 320;

/** Rows after this index start below the fold on common viewports: their images load lazily. */
export const EAGER_ROW_COUNT = 2;

export function loadingFor(rowIndex: number, cardIndex: number): 'eager' | 'lazy' {
  return rowIndex < EAGER_ROW_COUNT && cardIndex < 6 ? 'eager' : 'lazy';
}
