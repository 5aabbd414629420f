/** Brazilian tax number (CPF): 11 digits written ddd.ddd.ddd-dd. */
export const TAX_NUMBER_DIGITS = 11;

export function taxNumberDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, TAX_NUMBER_DIGITS);
}

/** Format as the viewer types: `12345` → `123.45`, 11 digits → `123.456.789-09`; extra digits are dropped. */
export function formatTaxNumber(input: string): string {
  const digits = taxNumberDigits(input);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${groups}-${digits.slice(9)}` : groups;
}

/** Complete: exactly 11 digits and nothing but the format's dots, dash and spaces. */
export const isCompleteTaxNumber = (input: string) => /^[\d.\-\s]*$/.test(input) && input.replace(/\D/g, '').length === TAX_NUMBER_DIGITS;
