/**
 * The pay screen's action against the platform's commerce answers (msw,
 * tests/mocks/commerce-handlers.ts): each error of the catalogue becomes what the viewer
 * sees, the Idempotency-Key of the rendered form reaches the platform, voucher codes travel
 * URL-encoded, and a provider page is followed only on the provider's origin.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetGuestTokens } from '~/platform/client.server';
import { clearRealmCaches } from '~/realm/realm-data.server';
import { createUserSession } from '~/session.server';
import { jwt } from '../../tests/mocks/auth-handlers';
import { basket, commerceAnswers, commerceError, commerceHandlers, payment, PSP_ORIGIN, type CommerceReceived } from '../../tests/mocks/commerce-handlers';
import { handlers } from '../../tests/mocks/live-handlers';
import { loadArgs } from '../../tests/support/load-args';
import { payAction, type PayActionAnswer } from './pay-page.server';

const server = setupServer();
let answers = commerceAnswers();
let received: CommerceReceived[] = [];
let cookie = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const token = jwt({ sub: 'user-1', rol: 'viewer', loc: 'en', isGuest: false, exp: Math.floor(Date.now() / 1000) + 900 });
  const created = await createUserSession({ authorisationToken: token, refreshToken: 'refresh-1' });
  cookie = created!.cookie.split(';')[0];
});
afterAll(() => server.close());
beforeEach(() => {
  clearRealmCaches();
  resetGuestTokens();
  answers = commerceAnswers();
  received = [];
  server.use(...handlers.realm(), ...commerceHandlers(answers, received));
});
afterEach(() => server.resetHandlers());

const KEY = 'key-0123456789abcdef';

async function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request('http://arena.localhost/pay/reference-card?from=%2Fvideo%2Fvod-1', {
    method: 'POST',
    headers: { Host: 'arena.localhost', Cookie: cookie },
  });
  const { context } = await loadArgs(request);
  return payAction(context, form);
}

const card = { intent: 'pay', provider: 'reference-card', methodType: 'card', paymentMethod: 'pm_123', idempotencyKey: KEY, from: '/video/vod-1' };

async function problemOf(response: Response) {
  return ((await response.json()) as Extract<PayActionAnswer, { problem: unknown }>).problem;
}

describe('paying', () => {
  it('sends the payment arrangement with the form’s Idempotency-Key and continues on the confirmation screen', async () => {
    const response = await post(card);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/pay?payment=pay-1&from=%2Fvideo%2Fvod-1');
    const pay = received.find((r) => r.path === '/customer/baskets/pay/basket-1')!;
    expect(pay.headers.get('idempotency-key')).toBe(KEY);
    expect(pay.body).toMatchObject({
      paymentArrangement: {
        primaryPaymentDetailsAttributes: { paymentDetailsExternalId: 'pm_123', targetPaymentProvider: 'reference-card', paymentMethodType: 'card' },
      },
      returnUrl: 'http://arena.localhost/payment-authorization?from=%2Fvideo%2Fvod-1',
    });
    // Nothing the browser could tamper with is a price.
    expect(JSON.stringify(pay.body)).not.toMatch(/amount|currency/);
  });

  it('a card without a payment method is failedPayment, and nothing is asked of the platform', async () => {
    const response = await post({ ...card, paymentMethod: '' });
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toEqual({ kind: 'message', labelKey: 'failedPayment', serverText: null });
    expect(received.some((r) => r.path.startsWith('/customer/baskets/pay'))).toBe(false);
  });

  it('refuses a missing or malformed Idempotency-Key', async () => {
    expect((await post({ ...card, idempotencyKey: 'short' })).status).toBe(400);
  });

  it('card_declined shows the server message', async () => {
    answers.pay = () => commerceError(402, 'card_declined', 'Your card was declined.');
    expect(await problemOf(await post(card))).toEqual({ kind: 'message', labelKey: 'cardErrorDeclined', serverText: 'Your card was declined.' });
  });

  it('a FAILED payment answer shows its card label', async () => {
    answers.pay = () => HttpResponse.json(payment({ status: 'FAILED', failure: { code: 'expired_card', message: 'Your card has expired.' } }));
    const response = await post(card);
    expect(response.status).toBe(402);
    expect(await problemOf(response)).toEqual({ kind: 'message', labelKey: 'cardErrorExpiredCard', serverText: null });
  });

  it('maps the catalogue codes to their labels', async () => {
    for (const [status, code, label] of [
      [409, 'INVALID_TIER_CHANGE', 'invalidTierChange'],
      [400, 'BAD_REQUEST', 'paymentError'],
      [400, 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED', 'maxPaymentMethodsErrorMessage'],
      [400, 'CAPTCHA_FAIL_ERROR', 'captchaFailed'],
      [428, 'PAYMENT_DETAILS_REQUIRED', 'failedPayment'],
      [503, 'PSP_UNAVAILABLE', 'anErrorOccured'],
    ] as const) {
      answers.pay = () => commerceError(status, code);
      const problem = await problemOf(await post(card));
      expect(problem, code).toEqual({ kind: 'message', labelKey: label, serverText: null });
    }
  });

  it('409 freeTrialDenied asks for the acknowledgement', async () => {
    answers.pay = () => commerceError(409, 'CONFLICT', 'freeTrialDenied');
    expect(await problemOf(await post(card))).toEqual({ kind: 'freeTrialDenied' });
  });

  it('424 BASKET_REQUIREMENTS_FAILED builds the billing form from the missing fields and the country', async () => {
    answers.pay = () => commerceError(424, 'BASKET_REQUIREMENTS_FAILED', 'Billing details are missing', { missingFields: ['line1', 'administrativeLevel1'] });
    answers.basket = () =>
      HttpResponse.json(
        basket({ billing: { country: 'BR', requiredFields: ['line1', 'administrativeLevel1'], missingFields: ['line1', 'administrativeLevel1'] } }),
      );
    const response = await post(card);
    expect(response.status).toBe(424);
    const answer = (await response.json()) as Extract<PayActionAnswer, { problem: unknown }>;
    expect(answer.problem).toEqual({
      kind: 'billing',
      missingFields: ['line1', 'administrativeLevel1'],
      retry: { provider: 'reference-card', methodType: 'card', paymentMethod: 'pm_123' },
    });
    expect(answer.fields?.map((f) => [f.name, f.kind])).toEqual([
      ['line1', 'text'],
      ['administrativeLevel1', 'select'],
    ]);
  });

  it('saving billing details retries the payment', async () => {
    answers.basket = () =>
      HttpResponse.json(
        basket({ billing: { country: 'BR', requiredFields: ['line1', 'administrativeLevel1'], missingFields: ['line1', 'administrativeLevel1'] } }),
      );
    const response = await post({ ...card, intent: 'billing', line1: 'Rua A, 1', administrativeLevel1: 'SP' });
    expect(response.status).toBe(302);
    expect(received.find((r) => r.method === 'PUT' && r.path === '/customer/billing-details')?.body).toEqual({
      address: { country: 'BR', line1: 'Rua A, 1', administrativeLevel1: 'SP' },
    });
    expect(received.some((r) => r.path === '/customer/baskets/pay/basket-1')).toBe(true);
  });

  it('an incomplete billing form names its fields and does not pay', async () => {
    answers.basket = () => HttpResponse.json(basket({ billing: { country: 'BR', requiredFields: ['line1'], missingFields: ['line1'] } }));
    const response = await post({ ...card, intent: 'billing', line1: ' ' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ line1: 'line1FieldIsRequired' });
    expect(received.some((r) => r.path.startsWith('/customer/baskets/pay'))).toBe(false);
  });

  it('follows the provider’s page (3-D Secure, bank) on the provider’s origin only', async () => {
    answers.pay = () => HttpResponse.json(payment({ status: 'REQUIRES_ACTION', redirectUrl: `${PSP_ORIGIN}/challenge/pi_1` }));
    const response = await post(card);
    expect(response.headers.get('Location')).toBe(`${PSP_ORIGIN}/challenge/pi_1`);
    answers.pay = () => HttpResponse.json(payment({ status: 'REQUIRES_ACTION', redirectUrl: 'https://evil.example/steal' }));
    const refused = await post(card);
    expect(refused.status).toBe(502);
  });

  it('a zero balance pays with no provider', async () => {
    answers.basket = () => HttpResponse.json(basket({ zeroBalance: true }));
    const response = await post({ ...card, paymentMethod: '' });
    expect(response.status).toBe(302);
    expect(received.find((r) => r.path === '/customer/baskets/pay/basket-1')?.body).toMatchObject({
      paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'zero-balance', paymentMethodType: 'zero-balance' } },
    });
  });
});

describe('vouchers', () => {
  it('sends the code URL-encoded and confirms it', async () => {
    const response = await post({ intent: 'voucher-add', code: 'a/b?c#d' });
    expect(await response.json()).toEqual({ voucher: { applied: 'A/B?C#D' } });
    expect(received.find((r) => r.method === 'PUT')?.path).toBe('/baskets/vouchers/a%2Fb%3Fc%23d');
  });

  it('names each refusal with its label', async () => {
    for (const [status, code, label] of [
      [404, 'VOUCHER_NOT_FOUND', 'voucherUnknown'],
      [409, 'VOUCHER_EXPIRED', 'voucherExpired'],
      [409, 'VOUCHER_ALREADY_USED', 'voucherUsed'],
      [400, 'VOUCHER_MALFORMED', 'voucherInvalid'],
    ] as const) {
      answers.addVoucher = () => commerceError(status, code);
      const response = await post({ intent: 'voucher-add', code: 'NOPE' });
      expect(response.status).toBe(status);
      expect(await response.json(), code).toEqual({ voucher: { error: label } });
    }
  });

  it('an empty code asks nothing of the platform', async () => {
    expect(await (await post({ intent: 'voucher-add', code: '  ' })).json()).toEqual({ voucher: { error: 'voucherInvalid' } });
    expect(received.length).toBe(0);
  });
});
