/**
 * The watch screens' poster (the player placeholder's image, the page's largest paint) at the
 * size it is shown: a `srcset` over the platform's width steps and a `sizes` that follows each
 * screen's layout. The server's preload (./poster-preload.server.ts) and the placeholder's
 * `<img>` are built from the same function, so the browser picks the same candidate for both
 * and the image is fetched once.
 */
import { imageSrcSet } from '../../blocks/shared/images';
import type { WatchScreen } from './outcome';

/** The narrowest layout the stage is drawn in (a 320 px phone less the page's padding). */
const NARROWEST_STAGE = 288;
/** The stage's widest drawing (`.watch-page`: 1280 px less 2 × 1rem of padding). */
const WIDEST_STAGE = 1248;

/**
 * The stage's width per screen: the page's padding (1rem each side) up to its widest size; the
 * live page puts its 340 px live-now column, 1.5rem gap and the page's padding beside it from
 * 1100 px (app/live/live.css), about 420 px in all.
 */
const STAGE_SIZES: Record<WatchScreen, string> = {
  vod: `(min-width: 1280px) ${WIDEST_STAGE}px, calc(100vw - 2rem)`,
  live: `(min-width: 1100px) min(${WIDEST_STAGE}px, calc(100vw - 420px)), calc(100vw - 2rem)`,
};

export interface PosterImage {
  srcSet: string;
  sizes: string;
}

/** `srcset` and `sizes` of a watch screen's poster, up to twice the stage's widest size. */
export function posterImage(url: string, screen: WatchScreen): PosterImage {
  return { srcSet: imageSrcSet(url, WIDEST_STAGE, NARROWEST_STAGE, 2), sizes: STAGE_SIZES[screen] };
}
