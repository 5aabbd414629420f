/**
 * Programme time "h:mm A" (9:05 PM) in the viewer's time zone when given, written by Intl in
 * the viewer's locale (its day period: "9:05 p. m.", "9:05 م"), Latin digits, plain spaces
 * (Node's and the browser's ICU then write the same text for hydration).
 */
export function formatProgrammeTime(iso: string, timeZone?: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options = { hour: 'numeric', minute: '2-digit', hour12: true, numberingSystem: 'latn' } as const;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale.replace('_', '-'), { ...options, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    text = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count (a playlist's items) in the viewer's locale with Latin digits. Whole numbers from 0 to
 * 999 are their plain digits in every locale (no locale groups fewer than four digits), so
 * they are written without Intl: the first Intl formatter a page creates loads ICU's locale
 * data, 20-35 ms of main thread in the middle of hydration (a long task on home). Larger or
 * fractional counts go through one cached formatter per locale.
 */
export function formatCount(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/** 1:02:03 or 4:05 for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

/** Fraction 0..1 of a video watched (continue-watching progress bars). */
export function progressFraction(progress: number | undefined, duration: number | undefined): number {
  if (!progress || !duration || duration <= 0) return 0;
  return Math.min(1, Math.max(0, progress / duration));
}
