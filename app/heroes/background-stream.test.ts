import { describe, expect, it } from 'vitest';
import { backgroundStreamUrl, HERO_BACKGROUND_DVR_SECONDS } from './background-stream';

describe('backgroundStreamUrl', () => {
  it('asks a live background for a one-minute window, keeping the signature and the other parameters', () => {
    const src = 'http://127.0.0.1:3521/media/live/live-1/master.m3u8?dvr=7200&start=1795478400000&exp=1795570597&sid=guest&sig=abc';
    const url = new URL(backgroundStreamUrl(src, 'live'));
    expect(url.searchParams.get('dvr')).toBe(String(HERO_BACKGROUND_DVR_SECONDS));
    expect(HERO_BACKGROUND_DVR_SECONDS).toBe(60);
    expect(url.searchParams.get('sig')).toBe('abc');
    expect(url.searchParams.get('start')).toBe('1795478400000');
    expect(url.pathname).toBe('/media/live/live-1/master.m3u8');
  });

  it('leaves video on demand as it is', () => {
    const src = 'http://127.0.0.1:3521/media/vod/vod-053/master.m3u8?exp=1&sig=abc';
    expect(backgroundStreamUrl(src, 'vod')).toBe(src);
  });
});
