/**
 * The date input's parts: year up to 4 digits, month up to 2 and at
 * most 12, day up to 2 and at most 31, digits only; the value is `yyyy-mm-dd` only when all
 * three are filled, else empty; the parts are ordered as the locale writes dates.
 */
export type DatePart = 'year' | 'month' | 'day';
const MAX_LENGTH: Record<DatePart, number> = { year: 4, month: 2, day: 2 };
const MAX_VALUE: Record<DatePart, number> = { year: 9999, month: 12, day: 31 };

export const datePartMaxLength = (part: DatePart) => MAX_LENGTH[part];

/** The order of the parts in the locale's short date (en-US month-day-year, en-GB day-month-year, …). */
export function datePartOrder(locale: string): DatePart[] {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  } catch {
    return ['year', 'month', 'day'];
  }
  const order = parts.map((p) => p.type).filter((t): t is DatePart => t === 'year' || t === 'month' || t === 'day');
  return order.length === 3 ? order : ['year', 'month', 'day'];
}

/**
 * The locale tag dates are written in: the viewer's language, with the realm's country for
 * English (British and New Zealand English write day-month-year).
 */
export function dateLocale(locale: string, country?: string): string {
  const language = locale.split('-')[0];
  if (language === 'en' && country && /^[A-Z]{2}$/.test(country) && !locale.includes('-')) return `en-${country}`;
  return locale;
}

/** Accept a keystroke into a part: digits only, within its length and maximum; otherwise keep the previous text. */
export function acceptDatePart(part: DatePart, previous: string, next: string): string {
  if (next === '') return '';
  if (!/^\d+$/.test(next) || next.length > MAX_LENGTH[part]) return previous;
  if (Number(next) > MAX_VALUE[part]) return previous;
  return next;
}

/** Full means the viewer typed as many digits as the part holds: focus moves to the next part. */
export function isDatePartFull(part: DatePart, text: string): boolean {
  return text.length >= MAX_LENGTH[part];
}

export type DateParts = Record<DatePart, string>;

/** `yyyy-mm-dd` when all three parts are filled, else ''. */
export function dateValue(parts: Partial<DateParts>): string {
  const year = parts.year ?? '';
  const month = parts.month ?? '';
  const day = parts.day ?? '';
  if (!year || !month || !day) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Split a stored `yyyy-mm-dd` back into parts (to prefill the inputs). */
export function splitDate(value: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? { year: match[1], month: match[2], day: match[3] } : { year: '', month: '', day: '' };
}

/** A real calendar day (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
