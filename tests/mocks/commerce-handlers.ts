/**
 * msw handlers for the platform's commerce answers (contract/commerce.ts): a basket, the
 * payment providers, billing details, countries, eligibility and the pay call, each
 * replaceable by a test (`answers`), with what the platform received kept in `received`.
 */
import { http, HttpResponse } from 'msw';

export const PLATFORM = 'http://127.0.0.1:3001';
export const PSP_ORIGIN = 'http://127.0.0.1:3202';

export const commerceError = (status: number, code: string, message = `${code} happened`, details?: Record<string, unknown>) =>
  HttpResponse.json({ code, messages: [message], requestId: 'req-1', ...(details ? { details } : {}) }, { status });

export function basket(overrides: Record<string, unknown> = {}) {
  return {
    id: 'basket-1',
    status: 'OPEN',
    basketItems: [
      {
        sku: 'sku-monthly-eur',
        licenceId: 'lic-arena-monthly',
        licenceNumber: 1,
        name: 'Arena Pass Monthly',
        subscriptionSetting: { subscriptionType: 'SUBSCRIPTION', subscriptionPeriod: 'P1M', trialPeriodDuration: null },
        price: { amount: 999, currency: 'EUR', scale: 2 },
        discount: null,
        amount: { amount: 999, currency: 'EUR', scale: 2 },
      },
    ],
    vouchers: [],
    freeTrialDenied: false,
    acknowledgeNoFreeTrial: false,
    totals: { currency: 'EUR', scale: 2, subtotal: 999, discount: 0, voucher: 0, total: 999, tax: 167, taxRateBasisPoints: 2000 },
    zeroBalance: false,
    billing: { country: 'BR', requiredFields: ['line1', 'administrativeLevel1', 'taxNumber'], missingFields: [] },
    ...overrides,
  };
}

export function payment(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pay-1',
    orderId: 'order-1',
    basketId: 'basket-1',
    status: 'SUCCEEDED',
    amount: { amount: 999, currency: 'EUR', scale: 2 },
    tax: 167,
    provider: 'reference-card',
    paymentMethodType: 'card',
    redirectUrl: null,
    failure: null,
    licences: [{ licenceId: 'lic-arena-monthly', name: 'Arena Pass Monthly', status: 'ACTIVE', pendingAction: null }],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const PROVIDERS = {
  providers: [
    {
      id: 'reference-card',
      name: 'reference-card',
      displayName: 'Card',
      logoUrl: null,
      mode: 'form',
      paymentMethodTypes: ['card'],
      hostedFieldsUrl: `${PSP_ORIGIN}/hosted/card`,
      origin: PSP_ORIGIN,
    },
    {
      id: 'reference-bank',
      name: 'reference-bank',
      displayName: 'Bank',
      logoUrl: null,
      mode: 'browser',
      paymentMethodTypes: ['ideal', 'bancontact'],
      hostedFieldsUrl: null,
      origin: PSP_ORIGIN,
    },
  ],
};

const COUNTRIES = {
  callerCountryCode: 'BR',
  addressRestrictions: [],
  countries: [
    {
      name: 'Brazil',
      iso3166alpha2: 'BR',
      countryCallingCode: '55',
      addressRequiredFields: [
        { fieldName: 'line1', label: 'line1' },
        { fieldName: 'administrativeLevel1', label: 'administrativeLevel1', acceptableValues: [{ value: 'SP', displayName: 'São Paulo' }] },
      ],
    },
  ],
};

type Reply = () => Response;

/** What each call answers; tests replace entries. */
export function commerceAnswers() {
  return {
    basket: (() => HttpResponse.json(basket())) as Reply,
    pay: (() => HttpResponse.json(payment())) as Reply,
    addVoucher: (() => HttpResponse.json(basket({ vouchers: [{ name: 'HALF', type: 'PERCENTAGE', percentage: 50, amount: null }] }))) as Reply,
    setBasket: (() => HttpResponse.json(basket())) as Reply,
    saveBilling: (() => HttpResponse.json({ name: null, address: null, birthDate: null, taxNumber: null, requiredFields: [], missingFields: [] })) as Reply,
  };
}

export interface CommerceReceived {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export function commerceHandlers(answers: ReturnType<typeof commerceAnswers>, received: CommerceReceived[]) {
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    received.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body: text ? JSON.parse(text) : null });
  };
  return [
    http.get(`${PLATFORM}/customer/basket`, async ({ request }) => (await record(request), answers.basket())),
    http.get(`${PLATFORM}/customer/payment-providers`, () => HttpResponse.json(PROVIDERS)),
    http.get(`${PLATFORM}/customer/cards`, () => HttpResponse.json({ cards: [], maxPaymentMethods: 5, refreshRequired: [] })),
    http.get(`${PLATFORM}/customer/purchase-eligibility`, () => HttpResponse.json({ allowed: true, restriction: null, label: null, country: 'BR' })),
    http.get(`${PLATFORM}/customer/billing-details`, () =>
      HttpResponse.json({ name: null, address: null, birthDate: null, taxNumber: null, requiredFields: ['line1'], missingFields: ['line1'] }),
    ),
    http.put(`${PLATFORM}/customer/billing-details`, async ({ request }) => (await record(request), answers.saveBilling())),
    http.get(`${PLATFORM}/api/v1/countries`, () => HttpResponse.json(COUNTRIES)),
    http.post(`${PLATFORM}/customer/baskets/pay/:id`, async ({ request }) => (await record(request), answers.pay())),
    http.put(`${PLATFORM}/baskets/vouchers/:code`, async ({ request }) => (await record(request), answers.addVoucher())),
    http.delete(`${PLATFORM}/baskets/vouchers/:code`, async ({ request }) => (await record(request), HttpResponse.json(basket()))),
    http.put(`${PLATFORM}/baskets/:id`, async ({ request }) => (await record(request), answers.setBasket())),
  ];
}
