/**
 * Prices as the viewer reads them. Money is integer minor units with a scale: the shown
 * value is amount ÷ 10^scale fixed to `scale` digits, built as a decimal string so no
 * binary float ever rounds it, then written with the viewer's locale and the price's currency.
 */

export interface Money {
  /** Integer minor units. */
  amount: number;
  currency: string;
  /** Digits after the decimal point (2 for EUR, 0 for JPY, 3 for BHD). */
  scale: number;
}

/** amount ÷ 10^scale as a decimal string with exactly `scale` digits ("999", 2 → "9.99"). */
export function decimalString(amount: number, scale: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be an integer of minor units, got ${amount}`);
  const digits = Math.max(0, Math.trunc(scale));
  const sign = amount < 0 ? '-' : '';
  const text = Math.abs(amount)
    .toString()
    .padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The price in the viewer's locale and the price's currency, with exactly `scale` fraction digits. */
export function formatMoney(money: Money, locale: string): string {
  const value = decimalString(money.amount, money.scale);
  const digits = Math.max(0, Math.trunc(money.scale));
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: money.currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    // A decimal string keeps every digit (Intl formats strings as exact decimals).
    return new Intl.NumberFormat(locale, options).format(value as unknown as number);
  } catch {
    // An unknown locale or currency code still shows the amount and the code.
    return `${value} ${money.currency}`;
  }
}
