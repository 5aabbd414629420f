/** The provider's API over real HTTP: tokenisation, every test card, idempotency, the secret key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, payWithCard, RETURN_URL, SECRET_KEY, startPsp, TEST_CARDS, tokenise, type RunningPsp } from './support';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(async () => {
  await psp.close();
});

describe('tokenisation (POST /v1/payment-methods)', () => {
  it('keeps brand, last four and expiry, never the number', async () => {
    const { status, body } = await tokenise(psp.base, '4242 4242 4242 4242');
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'payment_method', type: 'card', brand: 'visa', last4: '4242', expMonth: 12 });
    expect(body.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    const stored = psp.app.psp.store.paymentMethods.get(body.id)!;
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(stored.behaviour).toBe('succeed');
  });

  it('refuses a Luhn-invalid number with incorrect_number', async () => {
    const { status, body } = await tokenise(psp.base, '4242424242424241');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', param: 'number' });
    expect(psp.app.psp.store.paymentMethods.size).toBe(1);
  });

  it('refuses bad expiry, CVC and postal code with their codes', async () => {
    expect((await tokenise(psp.base, TEST_CARDS.visa, { expMonth: 13 })).body.error.code).toBe('invalid_expiry_month');
    expect((await tokenise(psp.base, TEST_CARDS.visa, { expYear: 2001 })).body.error.code).toBe('invalid_expiry_year');
    expect((await tokenise(psp.base, TEST_CARDS.visa, { cvc: '12' })).body.error.code).toBe('invalid_cvc');
    expect((await tokenise(psp.base, TEST_CARDS.visa, { postalCode: '' })).body.error.code).toBe('incomplete_zip');
    expect((await tokenise(psp.base, '4242 4242')).body.error.code).toBe('incomplete_number');
  });

  it('answers invalid JSON without quoting it', async () => {
    const answer = await fetch(`${psp.base}/v1/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"card":{"number":"4242424242424242"',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toContain('4242');
  });

  it('takes JSON only (a cross-site form cannot tokenise)', async () => {
    const answer = await fetch(`${psp.base}/v1/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'number=4242424242424242',
    });
    expect(answer.status).toBe(415);
  });
});

describe('payment intents (POST /v1/payment-intents)', () => {
  it('4242 succeeds', async () => {
    const { status, body } = await payWithCard(psp.base, TEST_CARDS.visa);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'succeeded', amount: 1299, currency: 'EUR', metadata: { paymentId: 'pay_1' } });
    expect(body.id).toMatch(/^pi_/);
    expect(body.nextAction).toBeUndefined();
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    [TEST_CARDS.expired, 'expired_card'],
  ])('%s fails with %s', async (number, code) => {
    const { status, body } = await payWithCard(psp.base, number);
    expect(status).toBe(200);
    expect(body.status).toBe('failed');
    expect(body.failure.code).toBe(code);
    expect(body.failure.message).toBeTruthy();
  });

  it('3220 requires the 3-D Secure challenge page (and fails off session)', async () => {
    const { body } = await payWithCard(psp.base, TEST_CARDS.challenge);
    expect(body.status).toBe('requires_action');
    expect(body.nextAction.redirectUrl).toBe(`${psp.base}/challenge/${body.id}`);
    const offSession = await payWithCard(psp.base, TEST_CARDS.challenge, { offSession: true });
    expect(offSession.body).toMatchObject({ status: 'failed', failure: { code: 'authentication_required' } });
  });

  it('any other Luhn-valid number behaves like 4242', async () => {
    expect((await payWithCard(psp.base, '5555555555554444')).body.status).toBe('succeeded');
  });

  it('iDEAL and Bancontact redirect to the bank page', async () => {
    for (const paymentMethodType of ['ideal', 'bancontact']) {
      const { body } = await createIntent(psp.base, { paymentMethodType });
      expect(body).toMatchObject({ status: 'requires_action', paymentMethodType, nextAction: { redirectUrl: `${psp.base}/bank/${body.id}` } });
    }
  });

  it('refuses a card payment without a known payment method, and a bank payment with one', async () => {
    expect((await createIntent(psp.base, {})).body.error).toMatchObject({ code: 'parameter_missing', param: 'paymentMethod' });
    expect((await createIntent(psp.base, { paymentMethod: 'pm_unknown1' })).body.error).toMatchObject({ code: 'resource_missing' });
    const method = await tokenise(psp.base, TEST_CARDS.visa);
    expect((await createIntent(psp.base, { paymentMethodType: 'ideal', paymentMethod: method.body.id })).status).toBe(400);
  });

  it('validates amount, currency and returnUrl', async () => {
    const method = (await tokenise(psp.base, TEST_CARDS.visa)).body.id;
    expect((await createIntent(psp.base, { paymentMethod: method, amount: 12.5 })).body.error.param).toBe('amount');
    expect((await createIntent(psp.base, { paymentMethod: method, amount: 0 })).status).toBe(400);
    expect((await createIntent(psp.base, { paymentMethod: method, currency: 'eur' })).body.error.param).toBe('currency');
    expect((await createIntent(psp.base, { paymentMethod: method, returnUrl: 'javascript:alert(1)' })).body.error.param).toBe('returnUrl');
  });

  it('needs the secret key', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET_KEY}`, `Bearer ${SECRET_KEY}x`]) {
      const answer = await fetch(`${psp.base}/v1/payment-intents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ amount: 1, currency: 'EUR', paymentMethodType: 'ideal', returnUrl: RETURN_URL }),
      });
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as any).error.type).toBe('authentication_error');
    }
  });

  it('answers the current intent on GET, with the key only', async () => {
    const { body } = await payWithCard(psp.base, TEST_CARDS.declined);
    const answer = await fetch(`${psp.base}/v1/payment-intents/${body.id}`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(await answer.json()).toMatchObject({ id: body.id, status: 'failed', failure: { code: 'card_declined' } });
    expect((await fetch(`${psp.base}/v1/payment-intents/${body.id}`)).status).toBe(401);
    expect((await fetch(`${psp.base}/v1/payment-intents/pi_nope`, { headers: { authorization: `Bearer ${SECRET_KEY}` } })).status).toBe(404);
  });
});

describe('idempotency', () => {
  it('20 parallel requests with one key make one intent and one answer', async () => {
    const method = (await tokenise(psp.base, TEST_CARDS.visa)).body.id;
    const before = psp.app.psp.store.intents.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createIntent(psp.base, { paymentMethod: method, metadata: { paymentId: 'pay_parallel' } }, { 'idempotency-key': 'parallel-key' }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 && a.body.status === 'succeeded')).toBe(true);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(psp.app.psp.store.intents.size).toBe(before + 1);
    expect([...psp.app.psp.store.deliveries.values()].filter((d) => d.intentId === answers[0].body.id)).toHaveLength(1);
  });

  it('the same key with another body is 409, key order does not matter', async () => {
    const method = (await tokenise(psp.base, TEST_CARDS.visa)).body.id;
    const first = await createIntent(psp.base, { paymentMethod: method, amount: 500 }, { 'idempotency-key': 'k-409' });
    const reordered = await fetch(`${psp.base}/v1/payment-intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET_KEY}`, 'idempotency-key': 'k-409' },
      body: JSON.stringify({
        metadata: { paymentId: 'pay_1' },
        returnUrl: RETURN_URL,
        paymentMethodType: 'card',
        currency: 'EUR',
        amount: 500,
        paymentMethod: method,
      }),
    });
    expect(((await reordered.json()) as any).id).toBe(first.body.id);
    const other = await createIntent(psp.base, { paymentMethod: method, amount: 501 }, { 'idempotency-key': 'k-409' });
    expect(other.status).toBe(409);
    expect(other.body.error.type).toBe('idempotency_error');
  });
});
