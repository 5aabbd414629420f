import { describe, expect, it } from 'vitest';
import { formatGuideDate, formatProgrammeTime, isMonthFirst } from './format';

describe('programme time h:mm A', () => {
  it('writes hours without padding, minutes with, and AM/PM', () => {
    expect(formatProgrammeTime('2026-11-21T21:05:00Z')).toBe('9:05 PM');
    expect(formatProgrammeTime('2026-11-21T00:30:00Z')).toBe('12:30 AM');
    expect(formatProgrammeTime('2026-11-21T12:00:00Z')).toBe('12:00 PM');
    expect(formatProgrammeTime('2026-11-21T09:59:00Z')).toBe('9:59 AM');
  });
  it('uses the given time zone', () => {
    expect(formatProgrammeTime('2026-11-21T21:05:00Z', 'America/New_York')).toBe('4:05 PM');
  });
  it('is empty for a bad date', () => {
    expect(formatProgrammeTime('nope')).toBe('');
  });
  it("keeps the twelve-hour clock with the viewer's day period and Latin digits, plain spaces", () => {
    expect(formatProgrammeTime('2026-11-21T21:05:00Z', 'UTC', 'ar')).toBe('9:05 م');
    expect(formatProgrammeTime('2026-11-21T09:05:00Z', 'UTC', 'ar')).toBe('9:05 ص');
    expect(formatProgrammeTime('2026-11-21T21:05:00Z', 'UTC', 'es')).toMatch(/^9:05 p\. ?m\.$/);
    expect(formatProgrammeTime('2026-11-21T21:05:00Z', 'UTC', 'en_US')).toBe('9:05 PM');
    expect(formatProgrammeTime('2026-11-21T21:05:00Z', 'UTC', 'es')).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('guide date M/D for en_US, else D/M', () => {
  const iso = '2026-11-02T10:00:00Z';
  it('is month first only for en_US', () => {
    expect(formatGuideDate(iso, 'en')).toBe('11/2');
    expect(formatGuideDate(iso, 'en-US')).toBe('11/2');
    expect(formatGuideDate(iso, 'en_US')).toBe('11/2');
    expect(formatGuideDate(iso, 'en-GB')).toBe('2/11');
    expect(formatGuideDate(iso, 'en-NZ')).toBe('2/11');
    expect(formatGuideDate(iso, 'es')).toBe('2/11');
    expect(formatGuideDate(iso, 'pt')).toBe('2/11');
    expect(isMonthFirst('EN_us')).toBe(true);
    expect(isMonthFirst('fr')).toBe(false);
  });
  it('writes Latin digits in every locale (server and browser agree)', () => {
    expect(formatGuideDate(iso, 'ar')).toBe('2/11');
  });
  it('takes the day in the given time zone', () => {
    expect(formatGuideDate('2026-11-02T02:00:00Z', 'en', 'America/Los_Angeles')).toBe('11/1');
  });
  it('is empty for a bad date and survives an unknown locale', () => {
    expect(formatGuideDate('nope', 'en')).toBe('');
    expect(formatGuideDate(iso, 'zz-!!')).toBe('2/11');
    expect(formatGuideDate(iso, 'en', 'Not/AZone')).toBe('11/2');
  });
});
