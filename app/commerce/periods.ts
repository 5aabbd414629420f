/**
 * Licence periods (ISO 8601 durations) as words: the period phrase of a price
 * ("€9.99 / month"), the free-trial label and the period a price is marketed with.
 */

/** The period codes the product names; each has its own label `period<code>`. */
export const PERIOD_CODES = ['P1D', 'P7D', 'P1W', 'P14D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y'] as const;
export type PeriodCode = (typeof PERIOD_CODES)[number];

/** Defaults by unit: a duration the product has no words for reads as its unit's default. */
const DEFAULT_BY_UNIT = { Y: 'P1Y', M: 'P1M', W: 'P1D', D: 'P1D' } as const satisfies Record<string, PeriodCode>;

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;

interface Duration {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

/** A date-only ISO duration (PnYnMnWnD), or null when it is not one. */
export function parseDuration(text: string | null | undefined): Duration | null {
  if (!text) return null;
  const match = DURATION.exec(text.trim().toUpperCase());
  if (!match || text.trim().length <= 1) return null;
  const [years, months, weeks, days] = match.slice(1).map((part) => (part ? Number(part) : 0));
  return { years, months, weeks, days };
}

/** Days in a duration, counting a month as 30 and a year as 365 days (a trial's length). */
export function durationDays(text: string | null | undefined): number {
  const duration = parseDuration(text);
  if (!duration) return 0;
  return duration.years * 365 + duration.months * 30 + duration.weeks * 7 + duration.days;
}

/** The period code a duration is written with: itself when named, else its largest unit's default; null when unparsable. */
export function periodCode(text: string | null | undefined): PeriodCode | null {
  const duration = parseDuration(text);
  if (!duration) return null;
  const normalised = text!.trim().toUpperCase();
  if ((PERIOD_CODES as readonly string[]).includes(normalised)) return normalised as PeriodCode;
  if (duration.years) return DEFAULT_BY_UNIT.Y;
  if (duration.months) return DEFAULT_BY_UNIT.M;
  if (duration.weeks) return DEFAULT_BY_UNIT.W;
  if (duration.days) return DEFAULT_BY_UNIT.D;
  return null;
}

/** The label key of a period's words ("month", "2 years"), or null when there is no period. */
export function periodLabelKey(text: string | null | undefined): string | null {
  const code = periodCode(text);
  return code ? `period${code}` : null;
}

/**
 * The free-trial label's day count: shown only when the trial parses to a positive number
 * of days; null hides the label.
 */
export function freeTrialDays(trialPeriod: string | null | undefined): number | null {
  const days = durationDays(trialPeriod);
  return days > 0 ? days : null;
}
