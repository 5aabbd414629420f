import { describe, expect, it } from 'vitest';
import { durationDays, freeTrialDays, parseDuration, periodCode, periodLabelKey, PERIOD_CODES } from './periods';

describe('periods', () => {
  it('names every period code of the product', () => {
    for (const code of PERIOD_CODES) expect(periodLabelKey(code)).toBe(`period${code}`);
  });
  it('falls back to the unit default P1Y, P1M, P1D for durations without words', () => {
    expect(periodCode('P5Y')).toBe('P1Y');
    expect(periodCode('P4M')).toBe('P1M');
    expect(periodCode('P3W')).toBe('P1D');
    expect(periodCode('P30D')).toBe('P1D');
  });
  it('has no phrase for missing or malformed durations', () => {
    expect(periodLabelKey(null)).toBeNull();
    expect(periodLabelKey('')).toBeNull();
    expect(periodLabelKey('P')).toBeNull();
    expect(periodLabelKey('PT1H')).toBeNull();
    expect(periodLabelKey('monthly')).toBeNull();
    expect(parseDuration('P1M2D')).toEqual({ years: 0, months: 1, weeks: 0, days: 2 });
  });
  it('counts days of a duration', () => {
    expect(durationDays('P7D')).toBe(7);
    expect(durationDays('P2W')).toBe(14);
    expect(durationDays('P1M')).toBe(30);
    expect(durationDays('P1Y')).toBe(365);
  });
});

describe('freeTrialDays', () => {
  it('shows the trial only when it parses to a positive number of days', () => {
    expect(freeTrialDays('P7D')).toBe(7);
    expect(freeTrialDays('P1M')).toBe(30);
    expect(freeTrialDays('P0D')).toBeNull();
    expect(freeTrialDays(null)).toBeNull();
    expect(freeTrialDays('seven days')).toBeNull();
  });
});
