import { describe, expect, it } from 'vitest';
import { withDvrWindow } from './dvr';

describe('withDvrWindow', () => {
  it('sets the dvr query parameter the platform wrote to the realm value', () => {
    const url = 'http://p.test/media/live/live-1/master.m3u8?dvr=120&start=1700000000000';
    expect(withDvrWindow(url, 7200)).toBe('http://p.test/media/live/live-1/master.m3u8?dvr=7200&start=1700000000000');
  });

  it('replaces a placeholder, plain or percent-encoded', () => {
    expect(withDvrWindow('https://cdn.test/live/x.m3u8?window={dvrWindow}', 900)).toBe('https://cdn.test/live/x.m3u8?window=900');
    expect(withDvrWindow('https://cdn.test/live/x.m3u8?w=%7BDVR_WINDOW%7D&b=%7BDVR_WINDOW%7D', 60)).toBe('https://cdn.test/live/x.m3u8?w=60&b=60');
    expect(withDvrWindow('https://cdn.test/{{dvrWindowSeconds}}/x.m3u8', 30.4)).toBe('https://cdn.test/30/x.m3u8');
  });

  it('leaves URLs without a window, unusable settings and non-http URLs alone', () => {
    expect(withDvrWindow('https://cdn.test/live/x.m3u8', 900)).toBe('https://cdn.test/live/x.m3u8');
    expect(withDvrWindow('https://cdn.test/live/x.m3u8?dvr=10', -1)).toBe('https://cdn.test/live/x.m3u8?dvr=10');
    expect(withDvrWindow('https://cdn.test/live/x.m3u8?dvr=10', Number.NaN)).toBe('https://cdn.test/live/x.m3u8?dvr=10');
    expect(withDvrWindow('javascript:alert(1)?dvr=1', 5)).toBe('javascript:alert(1)?dvr=1');
    expect(withDvrWindow('not a url', 5)).toBe('not a url');
  });
});
