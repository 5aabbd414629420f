import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { cardState, createHoverDebouncer, HOVER_DEBOUNCE_MS } from './card-state';
import { formatDuration, formatProgrammeTime, progressFraction } from './format';
import { activeGradients, gradientLayers } from './gradients';
import { columnsNeeded, gridColumns, gridCss } from './grid';
import { IMAGE_WIDTH_STEPS, imageSrcSet, loadingFor, snapToWidthStep, withWidth } from './images';
import { appendPage, parseBucketPage } from './use-bucket-paging';
import { CARD_WIDTHS } from './card';
import { toColumns } from './carousel';
import { ctaHref, defaultEnvironment, isSafeUrl } from './environment';
import { logicalTextAlign } from './cta';
import { sampleVods } from './sample-cards';

describe('grid columns by window width', () => {
  it.each([
    [320, 1],
    [479, 1],
    [480, 2],
    [1024, 2],
    [1025, 3],
    [1439, 3],
    [1440, 4],
    [1679, 4],
    [1680, 5],
    [1999, 5],
    [2000, 6],
    [2999, 6],
    [3000, 7],
    [3999, 7],
    [4000, 8],
    [7680, 8],
  ])('%i px → %i columns', (width, columns) => expect(gridColumns(width)).toBe(columns));

  it('the stylesheet carries exactly the generated media queries', () => {
    const css = readFileSync(new URL('../blocks.css', import.meta.url), 'utf8');
    expect(css).toContain(gridCss());
  });

  it('rowCount limits visible cards to rowCount × columns', () => {
    // 2 rows: at 3 columns the first 6 cards show, the 7th needs 4 columns.
    expect(columnsNeeded(5, 2)).toBe(3);
    expect(columnsNeeded(6, 2)).toBe(4);
    expect(columnsNeeded(0, 1)).toBe(1);
    expect(columnsNeeded(100, 1)).toBe(9);
  });
});

describe('image width steps', () => {
  it('snaps up to the next step and caps at 3840', () => {
    expect(IMAGE_WIDTH_STEPS).toEqual([240, 480, 960, 1440, 1920, 2560, 3840]);
    expect(snapToWidthStep(1)).toBe(240);
    expect(snapToWidthStep(240)).toBe(240);
    expect(snapToWidthStep(241)).toBe(480);
    expect(snapToWidthStep(2000)).toBe(2560);
    expect(snapToWidthStep(9000)).toBe(3840);
  });
  it('srcset lists steps up to twice the display width', () => {
    expect(imageSrcSet('https://cdn.test/a.jpg', 320)).toBe(
      'https://cdn.test/a.jpg?w=240 240w, https://cdn.test/a.jpg?w=480 480w, https://cdn.test/a.jpg?w=960 960w',
    );
  });
  it('withWidth keeps other query parameters and the hash', () => {
    expect(withWidth('/images/a.jpg?v=2#x', 960)).toBe('/images/a.jpg?v=2&w=960#x');
    expect(withWidth('/images/a.jpg?w=240', 480)).toBe('/images/a.jpg?w=480');
  });
  it('loads only the first rows eagerly', () => {
    expect(loadingFor(0, 0)).toBe('eager');
    expect(loadingFor(1, 5)).toBe('eager');
    expect(loadingFor(1, 6)).toBe('lazy');
    expect(loadingFor(2, 0)).toBe('lazy');
  });
  it('card widths', () => expect(CARD_WIDTHS).toEqual({ default: 320, poster: 220, section: 200, playlist: 260 }));
});

describe('card state machine', () => {
  const visible = { first: 2, last: 6 };
  it('no hover: visible cards are default, others hidden', () => {
    expect(cardState(3, null, visible)).toBe('default');
    expect(cardState(1, null, visible)).toBe('hidden');
    expect(cardState(7, null, visible)).toBe('hidden');
    expect(cardState(9, null, null)).toBe('default');
  });
  it('hover: active, its neighbours, the rest inactive', () => {
    expect(cardState(4, 4, visible)).toBe('active');
    expect(cardState(3, 4, visible)).toBe('before-active');
    expect(cardState(5, 4, visible)).toBe('after-active');
    expect(cardState(2, 4, visible)).toBe('inactive');
    expect(cardState(6, 4, visible)).toBe('inactive');
    expect(cardState(0, 4, visible)).toBe('hidden');
  });
  it('hover changes are debounced by 100 ms', () => {
    vi.useFakeTimers();
    try {
      const changes: Array<number | null> = [];
      const hover = createHoverDebouncer((i) => changes.push(i));
      hover.enter(1);
      vi.advanceTimersByTime(50);
      hover.enter(2);
      vi.advanceTimersByTime(HOVER_DEBOUNCE_MS - 1);
      expect(changes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(changes).toEqual([2]);
      hover.leave();
      vi.advanceTimersByTime(HOVER_DEBOUNCE_MS);
      expect(changes).toEqual([2, null]);
      hover.enter(3);
      hover.cancel();
      vi.advanceTimersByTime(500);
      expect(changes).toEqual([2, null]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('hero gradients', () => {
  it('default is bottom only', () => expect(activeGradients({})).toEqual(['bottom']));
  it('bottom can be switched off and others on', () => {
    expect(activeGradients({ gradientBottom: false })).toEqual([]);
    expect(activeGradients({ gradientTop: true, gradientLeft: true })).toEqual(['top', 'bottom', 'left']);
    expect(gradientLayers(['bottom'], '#000')).toBe('linear-gradient(to top, #000 0%, transparent 45%)');
  });
});

describe('formatting', () => {
  it('programme time is h:mm A', () => {
    expect(formatProgrammeTime('2026-01-01T21:05:00Z')).toBe('9:05 PM');
    expect(formatProgrammeTime('2026-01-01T00:30:00Z')).toBe('12:30 AM');
    expect(formatProgrammeTime('2026-01-01T09:00:00Z', 'Europe/Madrid')).toBe('10:00 AM');
    expect(formatProgrammeTime('not a date')).toBe('');
  });
  it('durations and progress', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(progressFraction(30, 120)).toBe(0.25);
    expect(progressFraction(500, 120)).toBe(1);
    expect(progressFraction(undefined, 120)).toBe(0);
  });
});

describe('paging', () => {
  const page = (ids: string[], more: boolean) => ({
    cards: sampleVods.filter((c) => ids.includes(c.id)),
    paging: { lastSeen: ids[ids.length - 1] ?? null, moreDataAvailable: more },
  });
  it('appends new cards and keeps the cursor', () => {
    const next = appendPage(page(['vod-001', 'vod-002'], true), page(['vod-003'], true));
    expect(next.cards.map((c) => c.id)).toEqual(['vod-001', 'vod-002', 'vod-003']);
    expect(next.paging).toEqual({ lastSeen: 'vod-003', moreDataAvailable: true });
  });
  it('stops when the platform says so or a page adds nothing new', () => {
    expect(appendPage(page(['vod-001'], true), page(['vod-002'], false)).paging.moreDataAvailable).toBe(false);
    expect(appendPage(page(['vod-001'], true), page(['vod-001'], true)).paging.moreDataAvailable).toBe(false);
  });
  it('parses a bucket page and rejects malformed ones', () => {
    expect(parseBucketPage({ contentList: [sampleVods[0], { id: 1 }], paging: { lastSeen: 'vod-001', moreDataAvailable: false } })?.cards).toHaveLength(1);
    expect(parseBucketPage({ contentList: 'x' })).toBeNull();
    expect(parseBucketPage(null)).toBeNull();
  });
  it('splits carousel cards into columns of rowCount', () => {
    expect(toColumns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('links', () => {
  it('CTA links: content, section, safe URLs only', () => {
    expect(ctaHref({ type: 'SECTION', name: 'sport' }, defaultEnvironment)).toBe('/section/sport');
    expect(ctaHref({ type: 'URL', url: 'javascript:alert(1)' }, defaultEnvironment)).toBeNull();
    expect(ctaHref({ type: 'URL', url: '//evil.test' }, defaultEnvironment)).toBeNull();
    expect(ctaHref({ type: 'CONTENT', event: { type: 'VOD', id: 'vod-001', title: 'A B' } }, defaultEnvironment)).toBe('/vod/vod-001/a-b');
    expect(isSafeUrl('https://ok.test/x')).toBe(true);
  });
  it('text alignment maps to logical start/end', () => {
    expect(logicalTextAlign('LEFT')).toBe('start');
    expect(logicalTextAlign('RIGHT')).toBe('end');
    expect(logicalTextAlign('CENTER')).toBe('center');
  });
});
