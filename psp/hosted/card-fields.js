// The hosted card fields' script (served from the provider's origin; the page's CSP allows
// no other script). It validates as the viewer types, tells the framing page its height and
// whether the card is complete, and tokenises when the framing page asks. Messages go only
// to the page's declared parent origin, and only messages from that origin are heard.
import { cardBrand, cardDigits, cardErrors, parseExpiry } from './card-rules.js';

const parent = document.documentElement.dataset.parent ?? '';
const messagesElement = document.getElementById('psp-messages');
/** @type {Record<string, string>} */
const messages = JSON.parse(messagesElement ? (messagesElement.textContent ?? '{}') : '{}');
const FIELDS = /** @type {const} */ (['name', 'number', 'expiry', 'cvc', 'postalCode']);

/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
/** @param {string} id */
const errorOf = (id) => /** @type {HTMLElement} */ (document.getElementById(`${id}-error`));

/** @param {Record<string, unknown>} message */
function post(message) {
  if (window.parent !== window) window.parent.postMessage(message, parent);
}

function values() {
  return { number: input('number').value, expiry: input('expiry').value, cvc: input('cvc').value, postalCode: input('postalCode').value };
}

/**
 * @param {string} field
 * @param {string | null} code
 */
function showError(field, code) {
  const element = input(field);
  errorOf(field).textContent = code ? (messages[code] ?? code) : '';
  if (code) element.setAttribute('aria-invalid', 'true');
  else element.removeAttribute('aria-invalid');
}

let touched = new Set();
let lastComplete = false;

function refresh() {
  const errors = cardErrors(values());
  for (const field of FIELDS) {
    if (field === 'name') continue;
    const error = errors.find((e) => e.field === field);
    // Only fields the viewer has left show their error; a fixed field clears at once.
    showError(field, touched.has(field) && error ? error.code : null);
  }
  const complete = errors.length === 0;
  if (complete !== lastComplete) {
    lastComplete = complete;
    post({ type: 'psp:change', complete });
  }
  return errors;
}

let busy = false;

async function tokenise() {
  if (busy) return;
  touched = new Set(FIELDS);
  const errors = refresh();
  const formError = /** @type {HTMLElement} */ (document.getElementById('form-error'));
  formError.textContent = '';
  if (errors.length) {
    input(errors[0].field).focus();
    post({ type: 'psp:error', code: errors[0].code, message: messages[errors[0].code] ?? errors[0].code });
    return;
  }
  const card = values();
  const expiry = parseExpiry(card.expiry);
  busy = true;
  try {
    const answer = await fetch('/v1/payment-methods', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'card',
        card: {
          number: cardDigits(card.number),
          expMonth: expiry?.month,
          expYear: expiry?.year,
          cvc: card.cvc.trim(),
          postalCode: card.postalCode.trim(),
          name: input('name').value.trim(),
        },
      }),
    });
    const body = await answer.json().catch(() => ({}));
    if (answer.ok) {
      const { id, brand, last4, expMonth, expYear } = body;
      post({ type: 'psp:tokenised', paymentMethod: { id, brand, last4, expMonth, expYear } });
      return;
    }
    const code = body?.error?.code ?? 'processing_error';
    const message = messages[code] ?? messages.processing_error;
    if (body?.error?.param && FIELDS.includes(body.error.param)) showError(body.error.param, code);
    else formError.textContent = message;
    post({ type: 'psp:error', code, message });
  } catch {
    formError.textContent = messages.processing_error;
    post({ type: 'psp:error', code: 'processing_error', message: messages.processing_error });
  } finally {
    busy = false;
  }
}

for (const field of FIELDS) {
  const element = input(field);
  element.addEventListener('input', () => refresh());
  element.addEventListener('blur', () => {
    if (element.value !== '') touched.add(field);
    refresh();
  });
}
// The number field shows its brand to assistive technology once it is known.
input('number').addEventListener('input', () => {
  const brand = cardBrand(cardDigits(input('number').value) ?? '');
  input('number').dataset.brand = brand;
});

// Enter inside the frame never submits anywhere: the framing page's Pay button decides.
document.getElementById('card')?.addEventListener('submit', (event) => {
  event.preventDefault();
  touched = new Set(FIELDS);
  refresh();
});

window.addEventListener('message', (event) => {
  if (event.origin !== parent || event.source !== window.parent) return;
  if (event.data && event.data.type === 'psp:tokenise') void tokenise();
});

// The content's own height (the root's scrollHeight never drops below the frame's height, so
// the frame could grow but never shrink back when an error disappears).
const reportHeight = () => post({ type: 'psp:resize', height: Math.ceil(document.body.getBoundingClientRect().height) });
new ResizeObserver(reportHeight).observe(document.body);
post({ type: 'psp:ready' });
reportHeight();
