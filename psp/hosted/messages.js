// Texts of the hosted card fields in the web's locales (en, es, pt, ar). The page renders the
// labels on the server; the browser script shows the error messages.

/** @typedef {'en' | 'es' | 'pt' | 'ar'} HostedLocale */

export const HOSTED_LOCALES = /** @type {const} */ (['en', 'es', 'pt', 'ar']);

export const MESSAGES = {
  en: {
    title: 'Card details',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'Security code (CVC)',
    postalCode: 'Postal code',
    incorrect_number: 'Your card number is invalid.',
    incomplete_number: 'Your card number is incomplete.',
    invalid_expiry_month: "Your card's expiration month is invalid or in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid or in the past.",
    invalid_cvc: "Your card's security code is invalid.",
    incomplete_zip: 'Your postal code is incomplete.',
    processing_error: 'The card could not be saved. Try again.',
  },
  es: {
    title: 'Datos de la tarjeta',
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM / AA)',
    cvc: 'Código de seguridad (CVC)',
    postalCode: 'Código postal',
    incorrect_number: 'El número de la tarjeta no es válido.',
    incomplete_number: 'El número de la tarjeta está incompleto.',
    invalid_expiry_month: 'El mes de caducidad no es válido o ya ha pasado.',
    invalid_expiry_year: 'El año de caducidad no es válido o ya ha pasado.',
    invalid_cvc: 'El código de seguridad no es válido.',
    incomplete_zip: 'El código postal está incompleto.',
    processing_error: 'No se pudo guardar la tarjeta. Inténtalo de nuevo.',
  },
  pt: {
    title: 'Dados do cartão',
    name: 'Nome no cartão',
    number: 'Número do cartão',
    expiry: 'Validade (MM / AA)',
    cvc: 'Código de segurança (CVC)',
    postalCode: 'Código postal',
    incorrect_number: 'O número do cartão é inválido.',
    incomplete_number: 'O número do cartão está incompleto.',
    invalid_expiry_month: 'O mês de validade é inválido ou já passou.',
    invalid_expiry_year: 'O ano de validade é inválido ou já passou.',
    invalid_cvc: 'O código de segurança é inválido.',
    incomplete_zip: 'O código postal está incompleto.',
    processing_error: 'Não foi possível guardar o cartão. Tente novamente.',
  },
  ar: {
    title: 'بيانات البطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر / سنة)',
    cvc: 'رمز الأمان (CVC)',
    postalCode: 'الرمز البريدي',
    incorrect_number: 'رقم البطاقة غير صالح.',
    incomplete_number: 'رقم البطاقة غير مكتمل.',
    invalid_expiry_month: 'شهر انتهاء البطاقة غير صالح أو قد مضى.',
    invalid_expiry_year: 'سنة انتهاء البطاقة غير صالحة أو قد مضت.',
    invalid_cvc: 'رمز أمان البطاقة غير صالح.',
    incomplete_zip: 'الرمز البريدي غير مكتمل.',
    processing_error: 'تعذّر حفظ البطاقة. حاول مرة أخرى.',
  },
};

/**
 * The supported locale for a requested language tag (`pt-BR` → `pt`), English otherwise.
 * @param {string | undefined} lang
 * @returns {HostedLocale}
 */
export function hostedLocale(lang) {
  const base = String(lang ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return /** @type {HostedLocale} */ (HOSTED_LOCALES.find((locale) => locale === base) ?? 'en');
}
