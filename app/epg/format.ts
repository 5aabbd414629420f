/**
 * Programme-guide formats: programme times `h:mm A` (9:05 PM, with the locale's day period)
 * and guide dates `M/D` for en_US, else `D/M`. Pure; Intl supplies the zone arithmetic and
 * the words, the order is the spec's rule (not the locale's own date pattern). Digits are
 * Latin, as in the spec's patterns: Node's and the browser's ICU disagree on Arabic digits,
 * and the server and the hydrated page must write the same text.
 */
/**
 * Programme time `h:mm A` (9:05 PM) in `timeZone` (UTC by default), written by Intl in the
 * viewer's locale: the twelve-hour clock of the spec's pattern with the locale's own day
 * period ("9:05 PM", "9:05 p. m.", "9:05 م"). Digits stay Latin and Intl's no-break spaces
 * become plain ones, so Node's and the browser's ICU write the same characters (hydration).
 * The blocks have the same rule for cards (blocks/shared/format.ts); this copy keeps the
 * guide's bundle from sharing (and splitting) home's chunk.
 */
export function formatProgrammeTime(iso: string, timeZone = 'UTC', locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options = { hour: 'numeric', minute: '2-digit', hour12: true, numberingSystem: 'latn' } as const;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale.replace('_', '-'), { ...options, timeZone }).format(date);
  } catch {
    text = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** en_US dates are month first: plain `en` and `en-US`; British, New Zealand and other English variants are day first. */
export function isMonthFirst(locale: string): boolean {
  const normalised = locale.replace('_', '-').toLowerCase();
  return normalised === 'en' || normalised === 'en-us';
}

/** `M/D` (en_US) or `D/M` for the calendar day of `iso` in `timeZone` (UTC when the zone is unknown). */
export function formatGuideDate(iso: string, locale: string, timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  }
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  const day = parts.find((p) => p.type === 'day')?.value ?? '';
  return isMonthFirst(locale) ? `${month}/${day}` : `${day}/${month}`;
}

/** The weekday name for a guide day tab (long form of the locale). */
export function formatGuideWeekday(iso: string, locale: string, timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'short', timeZone }).format(date);
  } catch {
    return '';
  }
}
