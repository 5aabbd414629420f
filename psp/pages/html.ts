/** Tiny HTML helpers for the provider's server-rendered pages (no template engine needed). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON for a `<script type="application/json">` block: `<` escaped so it cannot close the tag. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** An amount in minor units, formatted without ever going through a float (Intl reads the decimal string). */
export function formatMoney(amountMinor: number, currency: string, locale = 'en'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return `${amountMinor} ${currency}`;
  }
  const scale = format.resolvedOptions().maximumFractionDigits ?? 2;
  const digits = String(amountMinor).padStart(scale + 1, '0');
  const decimal = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return format.format(decimal as unknown as number);
}

export interface PageParts {
  lang: string;
  dir?: 'ltr' | 'rtl';
  title: string;
  body: string;
  /** Extra attributes on <html> (already escaped). */
  htmlAttributes?: string;
  head?: string;
}

export function page({ lang, dir = 'ltr', title, body, htmlAttributes = '', head = '' }: PageParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}"${htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/psp.css">
${head}</head>
<body>
${body}
</body>
</html>
`;
}
