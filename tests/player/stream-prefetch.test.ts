import { describe, expect, it } from 'vitest';
import { startSegmentUri, startVariantUri } from '../../app/player/stream-prefetch';

const master = (...variants: [number, string][]) =>
  [
    '#EXTM3U',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap(([bandwidth, uri]) => [`#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=${bandwidth},CODECS="avc1.64001e,mp4a.40.2"`, uri]),
  ].join('\n');

/** Four 4 s segments (the last one shorter), numbered from `first`. */
const media = (first: number, ended: boolean) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:4',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...[4, 4, 4, 3].flatMap((duration, i) => [`#EXTINF:${duration}.000,`, `${first + i}.ts?exp=1`]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ].join('\r\n');

describe('startVariantUri', () => {
  it('picks the lowest bandwidth, as hls.js level 0 is, wherever it is listed', () => {
    expect(startVariantUri(master([308000, '720p/index.m3u8?t=1'], [190000, '360p/index.m3u8?t=1']))).toBe('360p/index.m3u8?t=1');
    expect(startVariantUri(master([190000, '360p/index.m3u8'], [308000, '720p/index.m3u8']))).toBe('360p/index.m3u8');
  });

  it('finds none in a media playlist', () => {
    expect(startVariantUri(media(0, true))).toBeNull();
  });
});

describe('startSegmentUri', () => {
  it('takes the segment holding the start position of a video', () => {
    expect(startSegmentUri(media(0, true), 0)).toBe('0.ts?exp=1');
    expect(startSegmentUri(media(0, true), 4)).toBe('1.ts?exp=1');
    expect(startSegmentUri(media(0, true), 13.5)).toBe('3.ts?exp=1');
    expect(startSegmentUri(media(0, true), 15)).toBeNull();
  });

  it('takes the segment three target durations behind the edge of a live playlist', () => {
    // 15 s listed: 15 - 3 × 4 = 3 s, inside the first segment.
    expect(startSegmentUri(media(900, false), -1)).toBe('900.ts?exp=1');
    const longer = `${media(900, false)}\r\n#EXTINF:4.000,\r\n904.ts?exp=1\r\n#EXTINF:4.000,\r\n905.ts?exp=1`;
    // 23 s listed: 11 s, inside the third segment (8-12 s).
    expect(startSegmentUri(longer, -1)).toBe('902.ts?exp=1');
  });
});
