/**
 * The hosted card fields: the page the web frames on its pay routes. The card number only
 * ever exists in this page (the provider's origin) and in its same-origin tokenisation call;
 * the framing web gets a payment method id through postMessage.
 */
import { hostedLocale, MESSAGES } from '../hosted/messages.js';
import { escapeHtml, inertJson, page } from './html.js';

function field(id: string, label: string, autocomplete: string, extra = ''): string {
  return `<div class="field" data-field="${id}">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" autocomplete="${autocomplete}" aria-describedby="${id}-error" ${extra}>
<p id="${id}-error" class="error" aria-live="polite"></p>
</div>`;
}

/** Numbers, dates and codes are typed left to right in every locale (digit groups must not reorder in Arabic). */
export function hostedCardPage(parentOrigin: string, lang: string | undefined): string {
  const locale = hostedLocale(lang);
  const text = MESSAGES[locale];
  return page({
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    title: text.title,
    htmlAttributes: ` data-parent="${escapeHtml(parentOrigin)}" class="hosted"`,
    head: `<script type="module" src="/hosted/card-fields.js"></script>\n`,
    body: `<form id="card" novalidate aria-label="${escapeHtml(text.title)}">
${field('name', text.name, 'cc-name', 'type="text" spellcheck="false" maxlength="100"')}
${field('number', text.number, 'cc-number', 'type="text" inputmode="numeric" spellcheck="false" maxlength="23" required dir="ltr"')}
<div class="row">
${field('expiry', text.expiry, 'cc-exp', 'type="text" inputmode="numeric" spellcheck="false" maxlength="9" placeholder="MM / YY" required dir="ltr"')}
${field('cvc', text.cvc, 'cc-csc', 'type="text" inputmode="numeric" spellcheck="false" maxlength="4" required dir="ltr"')}
</div>
${field('postalCode', text.postalCode, 'postal-code', 'type="text" spellcheck="false" maxlength="10" required dir="ltr"')}
<p id="form-error" class="error" role="alert"></p>
</form>
<script type="application/json" id="psp-messages">${inertJson(text)}</script>`,
  });
}

/** CSP of the hosted fields: only its own script, styles and calls; framed only by `parentOrigin`. */
export function hostedCardCsp(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}
