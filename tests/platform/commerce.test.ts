/** Commerce on the real platform and the real reference provider: offers, basket, vouchers, billing details, eligibility, paying. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, caller, cardPayment, cardToken, eventually, key, newViewer, startCommerce, type CommerceStack } from './commerce-support.js';
import { signIn } from './harness.js';

let stack: CommerceStack;

beforeAll(async () => {
  stack = await startCommerce();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

async function buyer(extra: Record<string, string> = {}) {
  const token = await newViewer(stack.platform);
  return { token, call: caller(stack.platform, token, extra) };
}

describe('offers', () => {
  it('list prices as integer minor units in two currencies, with an active and an upcoming discount and the activation strategy', async () => {
    const call = caller(stack.platform, null);
    const res = await call('GET', '/licence');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.licences.map((l: any) => [l.id, l]));
    const premium: any = byId.get('lic-premium-monthly');
    expect(premium.amounts.map((a: any) => [a.currency, a.amount, a.scale])).toEqual([
      ['GBP', 1499, 2],
      ['EUR', 1699, 2],
    ]);
    expect(premium.amounts[0].discount).toMatchObject({ type: 'PERCENTAGE', percentage: 20, state: 'ACTIVE' });
    expect((byId.get('lic-arena-yearly') as any).amounts[0].discount).toMatchObject({ type: 'AMOUNT', amount: 2000, state: 'UPCOMING' });
    expect((byId.get('lic-fight-night-ppv') as any).activationStrategy).toBe('CONFIRM_PAYMENT');
    expect((byId.get('lic-premium-yearly') as any).trialDetails).toEqual({ period: 'P14D' });
    for (const l of res.body.licences) for (const a of l.amounts) expect(Number.isInteger(a.amount)).toBe(true);
  });

  it('names the providers: hosted card fields (form), a wallet (native) and a bank redirect (browser)', async () => {
    const res = await caller(stack.platform, null)('GET', '/customer/payment-providers');
    expect(res.body.providers.map((p: any) => [p.id, p.mode])).toEqual([
      ['reference-card', 'form'],
      ['reference-wallet', 'native'],
      ['reference-bank', 'browser'],
    ]);
    expect(res.body.providers[0].hostedFieldsUrl).toBe(`${stack.pspBase}/hosted/card`);
    expect(res.body.providers[1]).toMatchObject({ paymentMethodTypes: ['wallet'], hostedFieldsUrl: null, origin: stack.pspBase });
    expect(res.body.providers[2].paymentMethodTypes).toEqual(['ideal', 'bancontact']);
  });
});

describe('basket', () => {
  it('is computed by the platform: list price, active discount, voucher, included tax; browser-sent amounts are ignored', async () => {
    const { call } = await buyer();
    const empty = await call('GET', '/customer/basket');
    expect(empty.status).toBe(200);
    expect(empty.body.basketItems).toEqual([]);
    // A tampered body (amounts, totals) is not part of the call: validation strips nothing it trusts.
    const set = await call('PUT', '/baskets/lic-premium-monthly', { currency: 'GBP', total: 1, amount: 1 } as never);
    expect(set.status).toBe(200);
    expect(set.body.basketItems[0]).toMatchObject({
      licenceId: 'lic-premium-monthly',
      price: { amount: 1499, currency: 'GBP', scale: 2 },
      amount: { amount: 1199 },
    });
    expect(set.body.totals).toMatchObject({ currency: 'GBP', subtotal: 1499, discount: 300, voucher: 0, total: 1199, tax: 200, taxRateBasisPoints: 2000 });
    const withVoucher = await call('PUT', '/baskets/vouchers/welcome10');
    expect(withVoucher.status).toBe(200);
    expect(withVoucher.body.vouchers).toEqual([{ name: 'WELCOME10', type: 'PERCENTAGE', percentage: 10, amount: null }]);
    expect(withVoucher.body.totals).toMatchObject({ subtotal: 1499, discount: 300, voucher: 120, total: 1079 });
    const removed = await call('DELETE', '/baskets/vouchers/WELCOME10');
    expect(removed.body.totals.total).toBe(1199);
  });

  it('prices in euros for a viewer outside the UK, and by licence id, integer id or SKU', async () => {
    const { call } = await buyer({ 'x-country': 'ES' });
    expect((await call('PUT', '/baskets/201')).body.totals).toMatchObject({ currency: 'EUR', subtotal: 1699, total: 1359, taxRateBasisPoints: 2100 });
    expect((await call('PUT', '/baskets/sku-arena-yearly-eur')).body.basketItems[0]).toMatchObject({
      licenceId: 'lic-arena-yearly',
      price: { currency: 'EUR', amount: 10999 },
    });
    expect((await call('PUT', '/baskets/lic-nope')).status).toBe(404);
  });

  it('refuses unknown, expired, used, inapplicable and malformed vouchers with their codes and keeps the basket', async () => {
    const { call } = await buyer();
    expect((await call('PUT', '/baskets/vouchers/WELCOME10')).body.code).toBe('BASKET_EMPTY');
    await call('PUT', '/baskets/lic-arena-yearly');
    await call('PUT', '/baskets/vouchers/WELCOME10');
    const cases: Array<[string, number, string]> = [
      ['NOSUCHCODE', 404, 'VOUCHER_NOT_FOUND'],
      ['SUMMER2020', 409, 'VOUCHER_EXPIRED'],
      ['LAUNCHDAY', 409, 'VOUCHER_ALREADY_USED'],
      ['PPVHALF', 409, 'VOUCHER_NOT_APPLICABLE'],
      [encodeURIComponent('A/../B'), 400, 'VOUCHER_MALFORMED'],
      [encodeURIComponent('X?y=1&z#'), 400, 'VOUCHER_MALFORMED'],
      [encodeURIComponent('%00%2F'), 400, 'VOUCHER_MALFORMED'],
      [encodeURIComponent("WELCOME10' OR 1=1"), 400, 'VOUCHER_MALFORMED'],
      ['ab', 400, 'VOUCHER_MALFORMED'],
    ];
    for (const [code, status, errorCode] of cases) {
      const res = await call('PUT', `/baskets/vouchers/${code}`);
      expect([code, res.status, res.body.code]).toEqual([code, status, errorCode]);
    }
    const basket = await call('GET', '/customer/basket');
    expect(basket.body.vouchers.map((v: any) => v.name)).toEqual(['WELCOME10']);
    expect(basket.body.totals).toMatchObject({ subtotal: 9999, voucher: 1000, total: 8999 });
    expect((await call('DELETE', '/baskets/vouchers/FIVEOFF')).body.code).toBe('VOUCHER_NOT_IN_BASKET');
  });

  it('answers 409 freeTrialDenied for a trial already used; acknowledged, the licence goes in at full price', async () => {
    const { call } = await buyer();
    await call('PUT', '/baskets/lic-premium-yearly');
    const trial = await call('GET', '/customer/basket');
    expect(trial.body.basketItems[0].subscriptionSetting).toMatchObject({
      subscriptionType: 'SUBSCRIPTION',
      subscriptionPeriod: 'P1Y',
      trialPeriodDuration: 'P14D',
    });
    expect(trial.body).toMatchObject({ zeroBalance: true, totals: { total: 0 } });
    const pay = await call(
      'POST',
      `/customer/baskets/pay/${trial.body.id}`,
      { paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'zero-balance', paymentMethodType: 'zero-balance' } } },
      { 'idempotency-key': key() },
    );
    expect(pay.status).toBe(200);
    expect(pay.body).toMatchObject({ status: 'SUCCEEDED', provider: 'zero-balance', licences: [{ licenceId: 'lic-premium-yearly', status: 'TRIAL' }] });
    // Holding the trial tier, the viewer may not buy a lower tier of the family.
    expect((await call('PUT', '/baskets/lic-premium-monthly')).body.code).toBe('INVALID_TIER_CHANGE');
    expect((await call('PUT', '/baskets/lic-premium-yearly')).body.code).toBe('LICENCE_ALREADY_ACTIVE');
  });

  it('freeTrialDenied, then acknowledged', async () => {
    const subscriber = await signIn(stack.platform, 'arena', 'subscriber@example.com');
    const call = caller(stack.platform, subscriber.authorisationToken);
    // The subscriber has held the monthly Arena Pass (with its trial): no second trial in that family.
    const denied = await call('PUT', '/baskets/lic-arena-monthly');
    expect(denied.status).toBe(409);
    expect(denied.body.code).toBe('LICENCE_ALREADY_ACTIVE');
  });
});

describe('eligibility', () => {
  it('refuses a child profile, a restricted territory and a VPN exit, saying so in a header', async () => {
    const kid = await signIn(stack.platform, 'arena', 'kid@example.com');
    const kidCall = caller(stack.platform, kid.authorisationToken);
    const eligibility = await kidCall('GET', '/customer/purchase-eligibility');
    expect(eligibility.body).toMatchObject({ allowed: false, restriction: 'child-profile', label: 'kidPurchasePermissionDenied' });
    const refused = await kidCall('PUT', '/baskets/lic-arena-yearly');
    expect([refused.status, refused.body.code, refused.headers['x-purchase-restriction']]).toEqual([403, 'PURCHASE_RESTRICTED', 'child-profile']);

    const { call } = await buyer({ 'x-country': 'US' });
    const us = await call('GET', '/customer/purchase-eligibility');
    expect(us.body).toMatchObject({ allowed: false, restriction: 'outside-region', label: 'signupGeoRestriction', country: 'US' });
    expect(us.headers['x-purchase-restriction']).toBe('outside-region');
    const usPut = await call('PUT', '/baskets/lic-arena-yearly');
    expect([usPut.status, usPut.headers['x-purchase-restriction']]).toEqual([403, 'outside-region']);

    // The web forwards the viewer's address in X-Client-Address (the platform trusts loopback callers to say it).
    const { call: vpn } = await buyer({ 'x-client-address': '203.0.113.9' });
    expect((await vpn('GET', '/customer/purchase-eligibility')).body).toMatchObject({ allowed: false, restriction: 'vpn', label: 'vpnErrorMessage' });
    const vpnPay = await vpn('POST', '/customer/baskets/pay/bsk_any', cardPayment('pm_x'), { 'idempotency-key': key() });
    expect([vpnPay.status, vpnPay.headers['x-purchase-restriction']]).toEqual([403, 'vpn']);

    const { call: gb } = await buyer({ 'x-client-address': '198.51.100.9' });
    expect((await gb('GET', '/customer/purchase-eligibility')).body).toMatchObject({ allowed: true, restriction: null, label: null });
  });
});

describe('billing details', () => {
  it('424 BASKET_REQUIREMENTS_FAILED with the missing fields of the billing country, then the payment goes through', async () => {
    const { call } = await buyer({ 'x-country': 'BR' });
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    expect(basket.billing).toEqual({
      country: 'BR',
      requiredFields: ['postalCode', 'line1', 'administrativeLevel1', 'birthDate', 'taxNumber'],
      missingFields: ['postalCode', 'line1', 'administrativeLevel1', 'birthDate', 'taxNumber'],
    });
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const k = key();
    const refused = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': k });
    expect(refused.status).toBe(424);
    expect(refused.body).toMatchObject({ code: 'BASKET_REQUIREMENTS_FAILED', details: { missingFields: basket.billing.missingFields } });
    const invalid = await call('PUT', '/customer/billing-details', {
      address: { country: 'BR', administrativeLevel1: 'XX' },
      birthDate: '2001-02-30',
      taxNumber: '12',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.messages).toEqual(['administrativeLevel1FieldIsInvalid', 'birthDateFieldIsInvalid', 'taxNumberFieldIsInvalid']);
    const saved = await call('PUT', '/customer/billing-details', {
      name: 'Ana',
      address: { country: 'BR', line1: 'Rua A 1', postalCode: '01000-000', administrativeLevel1: 'SP' },
      birthDate: '1990-05-17',
      taxNumber: '123.456.789-09',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ missingFields: [], birthDate: '1990-05-17', address: { country: 'BR', administrativeLevel1: 'SP' } });
    // The same key works again: nothing was executed the first time.
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': k });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('SUCCEEDED');
  });

  it('asks nothing where the realm needs no address (arena: UK purchases) and no personal fields', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    expect(basket.billing).toEqual({ country: 'GB', requiredFields: [], missingFields: [] });
  });
});

describe('paying', () => {
  it('a card payment grants the licence at once and the manifest then grants the content', async () => {
    const { call } = await buyer();
    const manifest = async () => (await call('POST', '/v5/manifest/vod/vod-039?includePlaybackDetails=URL')).body.accessLevel;
    expect(await manifest()).toBe('DENIED');
    const basket = (await call('PUT', '/baskets/lic-premium-monthly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'SUCCEEDED',
      amount: { amount: 1199, currency: 'GBP', scale: 2 },
      tax: 200,
      licences: [{ licenceId: 'lic-premium-monthly', status: 'ACTIVE', pendingAction: null }],
    });
    const mine = await call('GET', '/user/licence');
    expect(mine.body.licences.map((l: any) => [l.id, l.licenceStatus.status])).toEqual([['lic-premium-monthly', 'ACTIVE']]);
    expect(await manifest()).toBe('GRANTED');
    const status = await call('GET', `/customer/payments/${paid.body.id}`);
    expect(status.body.status).toBe('SUCCEEDED');
    expect((await call('GET', '/customer/basket')).body.basketItems).toEqual([]);
  });

  it('a declined card answers its code with the provider message; nothing is granted and the basket stays', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    for (const [card, code] of [
      [CARDS.declined, 'card_declined'],
      [CARDS.insufficientFunds, 'insufficient_funds'],
      [CARDS.expired, 'expired_card'],
    ] as const) {
      const pm = await cardToken(stack.pspBase, card);
      const res = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
      expect([res.status, res.body.code]).toEqual([402, code]);
      expect(res.body.messages[0]).toMatch(/\w/);
    }
    expect((await call('GET', '/user/licence')).body.licences).toEqual([]);
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'OPEN', totals: { total: 9999 } });
  });

  it('refuses bad arrangements: unknown provider (BAD_REQUEST), a card without details (PAYMENT_DETAILS_REQUIRED), a reused key', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const url = `/customer/baskets/pay/${basket.id}`;
    const bad = await call(
      'POST',
      url,
      { paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'paypal', paymentMethodType: 'card' } } },
      { 'idempotency-key': key() },
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
    const none = await call(
      'POST',
      url,
      { paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'reference-card', paymentMethodType: 'card' } } },
      { 'idempotency-key': key() },
    );
    expect([none.status, none.body.code]).toEqual([428, 'PAYMENT_DETAILS_REQUIRED']);
    expect((await call('POST', url, cardPayment('pm_x'))).status).toBe(400);
    const k = key();
    const declined = await call('POST', url, cardPayment(await cardToken(stack.pspBase, CARDS.declined)), { 'idempotency-key': k });
    expect(declined.status).toBe(402);
    const replay = await call('POST', url, cardPayment(await cardToken(stack.pspBase, CARDS.ok)), { 'idempotency-key': k });
    expect([replay.status, replay.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await call('POST', '/customer/baskets/pay/bsk_nope', cardPayment('pm_x'), { 'idempotency-key': key() })).status).toBe(404);
  });

  it('a 100 % voucher completes with zero balance, without the provider; the voucher is then used', async () => {
    const { call } = await buyer();
    await call('PUT', '/baskets/lic-season-ticket');
    const basket = (await call('PUT', '/baskets/vouchers/FREEPASS')).body;
    expect(basket).toMatchObject({ zeroBalance: true, totals: { subtotal: 4999, voucher: 4999, total: 0, tax: 0 } });
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment('pm_unused'), { 'idempotency-key': key() });
    expect(paid.body).toMatchObject({
      status: 'SUCCEEDED',
      provider: 'zero-balance',
      amount: { amount: 0 },
      licences: [{ licenceId: 'lic-season-ticket', status: 'ACTIVE' }],
    });
    await call('PUT', '/baskets/lic-arena-yearly');
    expect((await call('PUT', '/baskets/vouchers/FREEPASS')).body.code).toBe('VOUCHER_ALREADY_USED');
  });

  it('a FREE licence activates without payment', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-free-member')).body;
    expect(basket).toMatchObject({ zeroBalance: true, totals: { total: 0 } });
    const paid = await call(
      'POST',
      `/customer/baskets/pay/${basket.id}`,
      { paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'zero-balance', paymentMethodType: 'zero-balance' } } },
      { 'idempotency-key': key() },
    );
    expect(paid.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-free-member', status: 'ACTIVE' }] });
  });

  it('3-D Secure: requires_action with the challenge page; the return call asks the provider, not the browser', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const pm = await cardToken(stack.pspBase, CARDS.challenge);
    const res = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
    expect(res.body).toMatchObject({ status: 'REQUIRES_ACTION' });
    expect(res.body.redirectUrl).toMatch(new RegExp(`^${stack.pspBase}/challenge/pi_`));
    const intent = res.body.redirectUrl.split('/').pop();
    // The browser claims success, but the intent still waits for the challenge: nothing is granted.
    const lie = await call('POST', '/customer/payment-authorization', { payment_intent: intent, redirect_status: 'succeeded' });
    expect(lie.body.status).toBe('REQUIRES_ACTION');
    expect((await call('PUT', '/baskets/lic-arena-monthly')).body.code).toBe('PAYMENT_IN_PROGRESS');
    expect((await call('POST', '/customer/payment-authorization', { payment_intent: 'pi_other' })).status).toBe(404);
  });

  it('the bank redirect (browser mode) answers the bank page', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const res = await call(
      'POST',
      `/customer/baskets/pay/${basket.id}`,
      {
        paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'reference-bank', paymentMethodType: 'ideal' } },
        returnUrl: 'http://localhost:3000/payment-authorization',
      },
      { 'idempotency-key': key() },
    );
    expect(res.body.status).toBe('REQUIRES_ACTION');
    expect(res.body.redirectUrl).toMatch(new RegExp(`^${stack.pspBase}/bank/pi_`));
    const other = await call(
      'POST',
      `/customer/baskets/pay/${basket.id}`,
      {
        paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'reference-bank', paymentMethodType: 'ideal' } },
        returnUrl: 'https://evil.example/steal',
      },
      { 'idempotency-key': key() },
    );
    expect([other.status, other.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('the wallet (native mode) waits on the wallet page: approved it grants the licence, cancelled it leaves the basket as it was', async () => {
    const wallet = {
      paymentArrangement: { primaryPaymentDetailsAttributes: { targetPaymentProvider: 'reference-wallet', paymentMethodType: 'wallet' } },
      returnUrl: 'http://localhost:3000/payment-authorization',
    };
    /** The viewer's answer on the provider's wallet page. */
    const answerWallet = async (redirectUrl: string, decision: 'approve' | 'refuse') => {
      const html = await (await fetch(redirectUrl)).text();
      const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
      await fetch(redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ token, decision }).toString(),
        redirect: 'manual',
      });
    };
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-arena-yearly')).body;
    const cancelled = await call('POST', `/customer/baskets/pay/${basket.id}`, wallet, { 'idempotency-key': key() });
    expect(cancelled.body).toMatchObject({ status: 'REQUIRES_ACTION', provider: 'reference-wallet', paymentMethodType: 'wallet' });
    expect(cancelled.body.redirectUrl).toMatch(new RegExp(`^${stack.pspBase}/wallet/pi_`));
    await answerWallet(cancelled.body.redirectUrl, 'refuse');
    const back = await call('POST', '/customer/payment-authorization', {
      payment_intent: cancelled.body.redirectUrl.split('/').pop(),
      redirect_status: 'failed',
    });
    expect(back.body).toMatchObject({ status: 'FAILED', failure: { code: 'wallet_cancelled' }, licences: [{ status: null }] });
    expect((await call('GET', '/customer/basket')).body).toMatchObject({ id: basket.id, status: 'OPEN', basketItems: [{ licenceId: 'lic-arena-yearly' }] });

    const approved = await call('POST', `/customer/baskets/pay/${basket.id}`, wallet, { 'idempotency-key': key() });
    await answerWallet(approved.body.redirectUrl, 'approve');
    const done = await call('POST', '/customer/payment-authorization', {
      payment_intent: approved.body.redirectUrl.split('/').pop(),
      redirect_status: 'succeeded',
    });
    expect(done.body).toMatchObject({ status: 'SUCCEEDED', licences: [{ licenceId: 'lic-arena-yearly', status: 'ACTIVE' }] });
    // A wallet payment carries no payment method id; one sent anyway is refused before the provider.
    const { call: other } = await buyer();
    const second = (await other('PUT', '/baskets/lic-arena-yearly')).body;
    const withCard = await other(
      'POST',
      `/customer/baskets/pay/${second.id}`,
      {
        ...wallet,
        paymentArrangement: { primaryPaymentDetailsAttributes: { ...wallet.paymentArrangement.primaryPaymentDetailsAttributes, paymentMethodType: 'card' } },
      },
      { 'idempotency-key': key() },
    );
    expect([withCard.status, withCard.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('a confirm-payment licence starts INACTIVE with the pending action and becomes ACTIVE on the provider webhook', async () => {
    const { call } = await buyer();
    const basket = (await call('PUT', '/baskets/lic-fight-night-ppv')).body;
    const pm = await cardToken(stack.pspBase, CARDS.ok);
    const paid = await call('POST', `/customer/baskets/pay/${basket.id}`, cardPayment(pm), { 'idempotency-key': key() });
    expect(paid.body.status).toBe('SUCCEEDED');
    const status = await eventually(
      () => call('GET', `/customer/payments/${paid.body.id}`),
      (r) => r.body.licences[0].status === 'ACTIVE',
    );
    expect(status.body.licences[0]).toMatchObject({ status: 'ACTIVE', pendingAction: null });
    // The provider's real webhook did it (the pending state itself is checked in commerce-integrity).
    const events = await stack.platform.db.selectFrom('payment_events').select(['type', 'source']).where('payment_id', '=', paid.body.id).execute();
    expect(events.some((e) => e.source === 'webhook')).toBe(true);
  });
});
