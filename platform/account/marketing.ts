/**
 * Marketing preference terms (answer, fieldName, fieldType, text,
 * defaultValue, required). Nothing names a source for the terms, so (chosen) the platform
 * defines them; a realm may rename their text through labels
 * `marketing_<fieldName>`. Answers are stored in `consent_answers` as 'true'/'false'.
 */
export interface MarketingTerm {
  fieldName: string;
  fieldType: 'BINARY_CHOICE';
  defaultValue: 'true' | 'false';
  required: boolean;
  /** English text when the realm has no label for it. */
  fallbackText: string;
}

export const MARKETING_TERMS: readonly MarketingTerm[] = [
  { fieldName: 'marketingEmails', fieldType: 'BINARY_CHOICE', defaultValue: 'false', required: false, fallbackText: 'Send me news and offers by email' },
  { fieldName: 'partnerOffers', fieldType: 'BINARY_CHOICE', defaultValue: 'false', required: false, fallbackText: 'Send me offers from partners' },
];

export function termText(labels: Record<string, Record<string, string>>, locale: string, defaultLocale: string, term: MarketingTerm) {
  const key = `marketing_${term.fieldName}`;
  return labels[locale]?.[key] ?? labels[defaultLocale]?.[key] ?? term.fallbackText;
}
