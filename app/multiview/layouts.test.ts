import { describe, expect, it } from 'vitest';
import {
  chooseEvent,
  DEFAULT_LAYOUT,
  EVENT_PLACEHOLDER,
  fitToLayout,
  LAYOUT_STREAMS,
  nextHeartbeatDelayMs,
  parseLayout,
  parseOtherIds,
  parsePage,
  pathFromTemplate,
  soundTile,
  tileIds,
} from './layouts';

describe('multi-view layouts', () => {
  it('shows 2, 2, 3 and 4 streams, two-up by default', () => {
    expect(LAYOUT_STREAMS).toEqual({ twoUp: 2, pip: 2, threeUp: 3, quad: 4 });
    expect(DEFAULT_LAYOUT).toBe('twoUp');
    expect(parseLayout(null)).toBe('twoUp');
    expect(parseLayout('quad')).toBe('quad');
    expect(parseLayout('QUAD')).toBe('twoUp');
    expect(parseLayout('constructor')).toBe('twoUp');
  });

  it('reads the other streams from `with`: valid, distinct, not the first, at most three', () => {
    expect(parseOtherIds('live-2, channel-1,live-2,live-1,../x,channel-6,channel-3', 'live-1')).toEqual(['live-2', 'channel-1', 'channel-6']);
    expect(parseOtherIds('', 'live-1')).toEqual([]);
    expect(parseOtherIds(null, 'live-1')).toEqual([]);
  });

  it('reads the carousel page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('cuts the tiles to the layout and fills free ones from the events on air', () => {
    expect(tileIds('live-1', ['live-2', 'channel-1'], 'twoUp')).toEqual(['live-1', 'live-2']);
    expect(tileIds('live-1', [], 'quad', ['live-1', 'live-2', 'live-3'])).toEqual(['live-1', 'live-2', 'live-3']);
    expect(tileIds('live-1', ['channel-1'], 'threeUp', ['channel-1', 'live-2'])).toEqual(['live-1', 'channel-1', 'live-2']);
  });

  it('adds a chosen event to a free tile, else swaps it into the marked (or last) tile', () => {
    expect(chooseEvent(['a', 'b'], 'threeUp', 'c', null)).toEqual(['a', 'b', 'c']);
    expect(chooseEvent(['a', 'b'], 'twoUp', 'c', null)).toEqual(['a', 'c']);
    expect(chooseEvent(['a', 'b'], 'twoUp', 'c', 0)).toEqual(['c', 'b']);
    expect(chooseEvent(['a', 'b'], 'twoUp', 'c', 7)).toEqual(['a', 'c']);
    expect(chooseEvent(['a', 'b'], 'twoUp', 'b', 0)).toEqual(['a', 'b']);
  });

  it('keeps the streams that fit a smaller layout, the one with the sound among them', () => {
    expect(fitToLayout(['a', 'b', 'c', 'd'], 'twoUp', 'd')).toEqual(['a', 'd']);
    expect(fitToLayout(['a', 'b', 'c', 'd'], 'threeUp', null)).toEqual(['a', 'b', 'c']);
    expect(fitToLayout(['a', 'b'], 'quad', 'a')).toEqual(['a', 'b']);
  });

  it('gives the sound to exactly one tile: the wanted one while shown, else the first', () => {
    expect(soundTile(['a', 'b'], 'b')).toBe('b');
    expect(soundTile(['a', 'b'], 'z')).toBe('a');
    expect(soundTile([], null)).toBeNull();
  });

  it('writes links from the path template', () => {
    const template = `/multi-video/${EVENT_PLACEHOLDER}`;
    expect(pathFromTemplate(template, ['live-1', 'live-2'], 'twoUp')).toBe('/multi-video/live-1?with=live-2');
    expect(pathFromTemplate(template, ['live-1', 'live-2', 'channel-1', 'channel-6'], 'quad', 2)).toBe(
      '/multi-video/live-1?layout=quad&with=live-2%2Cchannel-1%2Cchannel-6&p=2',
    );
    expect(pathFromTemplate(template, ['live 1'], 'twoUp')).toBe('/multi-video/live%201');
  });

  it('keeps the heartbeat interval within 5 s and 5 min', () => {
    expect(nextHeartbeatDelayMs(30)).toBe(30_000);
    expect(nextHeartbeatDelayMs(0)).toBe(5_000);
    expect(nextHeartbeatDelayMs(1e9)).toBe(300_000);
    expect(nextHeartbeatDelayMs('x')).toBe(30_000);
  });
});
