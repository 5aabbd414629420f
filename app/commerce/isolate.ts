/**
 * Offer texts (licence names, voucher codes) come from the catalogue in their own language,
 * often English on an Arabic page. Put into a sentence, such a text is wrapped in Unicode's
 * first-strong isolate (U+2068 … U+2069), the plain-text twin of `<bdi>`: its direction is its
 * own and cannot reorder the words around it. Texts shown on their own get `dir="auto"`.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
