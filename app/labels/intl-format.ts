/**
 * Numbers and durations written for the viewer's locale through Intl (decimal and group
 * separators, unit words, list joining), instead of hand-made patterns. Called on the
 * server where the text reaches the page in loader data, so the hydrated page writes the
 * same characters. An unknown locale falls back to English rather than failing.
 */

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length ? locale : 'en';
  } catch {
    return 'en';
  }
}

/** 1234.5 → "1,234.5" (en), "1234,5" (es), "1.234,5" (pt). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(safeLocale(locale)).format(value);
}

/** 278 → "4 min 38 sec" (en), "4 min 38 s" (es); hours when there are any, seconds only under an hour. */
export function formatDurationText(seconds: number, locale: string): string {
  const lang = safeLocale(locale);
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const unit = (unitName: 'hour' | 'minute' | 'second', amount: number) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: unitName, unitDisplay: 'short' }).format(amount);
  const parts = h > 0 ? [unit('hour', h), ...(m > 0 ? [unit('minute', m)] : [])] : [...(m > 0 ? [unit('minute', m)] : []), unit('second', s)];
  return new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' }).format(parts);
}
