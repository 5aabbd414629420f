/**
 * The one rule for reading catalogue text in a viewer's locale (cards, news, the programme
 * guide, fighters): the item's translation for that locale, else for the locale's base
 * language, else the English it was written in. Field by field, so a partial translation
 * still shows the English for what it lacks; an empty translation counts as missing.
 */
import type { CatalogueText, CatalogueTranslations } from './fixture-types.js';

export function localisedField(translations: CatalogueTranslations | undefined, locale: string, field: keyof CatalogueText, english: string): string {
  const all = translations ?? {};
  return all[locale]?.[field] || all[locale.split('-')[0]]?.[field] || english;
}
