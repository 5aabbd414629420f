/**
 * The stream a hero's background video plays. A live background asks for a short DVR window:
 * the decorative video starts at the live edge and never seeks back, while the browser parses
 * the whole media playlist on its main thread as the page hydrates (the realm's two-hour
 * window is about 1,200 segments, a long task on home). One minute is the platform's minimum
 * of five segments and a few more. Video on demand is unchanged.
 */
import { withDvrWindow } from '~/live/dvr';

export const HERO_BACKGROUND_DVR_SECONDS = 60;

export function backgroundStreamUrl(src: string, kind: 'vod' | 'live'): string {
  return kind === 'live' ? withDvrWindow(src, HERO_BACKGROUND_DVR_SECONDS) : src;
}
