import { describe, expect, it } from 'vitest';
import { formatDate } from '~/watch/watch-page.server';
import { formatDurationText, formatNumber } from './intl-format';

describe('Intl formatting per locale', () => {
  it('writes numbers with the locale separators', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es')).toBe('1234,5');
    expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
    expect(formatNumber(12, 'xx-invalid-')).toBe('12');
  });

  it('writes durations with the locale unit words', () => {
    expect(formatDurationText(278, 'en')).toBe('4 min 38 sec');
    expect(formatDurationText(278, 'es')).toBe('4 min 38 s');
    expect(formatDurationText(36, 'pt')).toBe('36 s');
    expect(formatDurationText(3725, 'en')).toBe('1 hr 2 min');
    const arabic = formatDurationText(36, 'ar');
    expect(arabic).toMatch(/36|٣٦/);
    expect(arabic).not.toMatch(/sec/);
  });

  it('writes dates with the locale month names', () => {
    const iso = '2026-03-05T18:30:00.000Z';
    expect(formatDate(iso, 'en')).toMatch(/Mar/);
    expect(formatDate(iso, 'es')).toMatch(/mar/);
    expect(formatDate(iso, 'pt')).toMatch(/mar/);
    expect(formatDate(iso, 'ar')).toMatch(/مارس/);
  });
});
