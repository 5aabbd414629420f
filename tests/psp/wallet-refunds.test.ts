/**
 * The provider's wallet (approve or cancel on its own page), its refunds (idempotent, never
 * beyond what was charged) and the lookup of an intent by the Idempotency-Key it was made with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, payWithCard, SECRET_KEY, startPsp, TEST_CARDS, type RunningPsp } from './support';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(async () => {
  await psp.close();
});

const auth = { authorization: `Bearer ${SECRET_KEY}` };

/** Answers the wallet page as the viewer's browser would; returns where the provider sends it. */
async function answerWallet(redirectUrl: string, decision: 'approve' | 'refuse'): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Reference Wallet');
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

async function refund(body: Record<string, unknown>, key?: string) {
  const answer = await fetch(`${psp.base}/v1/refunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth, ...(key && { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as any };
}

describe('the wallet (paymentMethodType wallet)', () => {
  it('waits for the viewer on the wallet page, and approving there succeeds', async () => {
    const { status, body } = await createIntent(psp.base, { paymentMethodType: 'wallet' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'requires_action', nextAction: { redirectUrl: `${psp.base}/wallet/${body.id}` } });
    const back = await answerWallet(body.nextAction.redirectUrl, 'approve');
    expect(back.searchParams.get('payment_intent')).toBe(body.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(psp.app.psp.store.intents.get(body.id)).toMatchObject({ status: 'succeeded' });
  });

  it('cancelling fails the intent with wallet_cancelled; a second answer changes nothing', async () => {
    const { body } = await createIntent(psp.base, { paymentMethodType: 'wallet' });
    const back = await answerWallet(body.nextAction.redirectUrl, 'refuse');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    expect(psp.app.psp.store.intents.get(body.id)).toMatchObject({ status: 'failed', failure: { code: 'wallet_cancelled' } });
    // The page of a final intent only sends the browser back.
    const again = await fetch(body.nextAction.redirectUrl, { redirect: 'manual' });
    expect(again.status).toBe(303);
  });

  it('takes no payment method, and a wallet intent has no bank or challenge page', async () => {
    expect((await createIntent(psp.base, { paymentMethodType: 'wallet', paymentMethod: 'pm_abc' })).status).toBe(400);
    const { body } = await createIntent(psp.base, { paymentMethodType: 'wallet' });
    expect((await fetch(`${psp.base}/bank/${body.id}`)).status).toBe(404);
    expect((await fetch(`${psp.base}/challenge/${body.id}`)).status).toBe(404);
  });
});

describe('refunds (POST /v1/refunds)', () => {
  it('refunds a succeeded intent in full once: the same key replays, another key is refused', async () => {
    const { body: intent } = await payWithCard(psp.base, TEST_CARDS.visa, { amount: 1500 });
    const first = await refund({ paymentIntent: intent.id, metadata: { paymentId: 'pay_1' } }, 'refund-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'refund', status: 'succeeded', paymentIntent: intent.id, amount: 1500, currency: 'EUR' });
    expect(first.body.id).toMatch(/^re_/);
    const replay = await refund({ paymentIntent: intent.id, metadata: { paymentId: 'pay_1' } }, 'refund-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    const twice = await refund({ paymentIntent: intent.id }, 'refund-2');
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe('charge_already_refunded');
    const read = await fetch(`${psp.base}/v1/payment-intents/${intent.id}`, { headers: auth });
    expect(await read.json()).toMatchObject({ status: 'succeeded', amountRefunded: 1500 });
  });

  it('20 parallel refunds with one key refund once', async () => {
    const { body: intent } = await payWithCard(psp.base, TEST_CARDS.visa, { amount: 900 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund({ paymentIntent: intent.id }, `refund-${intent.id}`)));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(psp.app.psp.store.intents.get(intent.id)!.refunds).toHaveLength(1);
  });

  it('refunds part, never more than is left, and nothing of a failed intent', async () => {
    const { body: intent } = await payWithCard(psp.base, TEST_CARDS.visa, { amount: 1000 });
    expect((await refund({ paymentIntent: intent.id, amount: 400 })).body.amount).toBe(400);
    const over = await refund({ paymentIntent: intent.id, amount: 601 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'parameter_invalid', param: 'amount' });
    expect((await refund({ paymentIntent: intent.id })).body.amount).toBe(600);
    const { body: declined } = await payWithCard(psp.base, TEST_CARDS.declined);
    expect((await refund({ paymentIntent: declined.id })).body.error.code).toBe('charge_not_refundable');
    expect((await refund({ paymentIntent: 'pi_unknown' })).body.error.code).toBe('resource_missing');
  });

  it('needs the secret key', async () => {
    const answer = await fetch(`${psp.base}/v1/refunds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(401);
  });
});

describe('an intent looked up by its Idempotency-Key (GET /v1/payment-intents?idempotency_key=)', () => {
  it('answers the intent made under the key, and an empty list for a key never seen (without making one)', async () => {
    const made = await payWithCard(psp.base, TEST_CARDS.visa, {}).then(() =>
      createIntent(psp.base, { paymentMethodType: 'ideal' }, { 'idempotency-key': 'lookup-1' }),
    );
    const found = await (await fetch(`${psp.base}/v1/payment-intents?idempotency_key=lookup-1`, { headers: auth })).json();
    expect(found).toMatchObject({ object: 'list', data: [{ id: made.body.id, status: 'requires_action' }] });
    const count = psp.app.psp.store.intents.size;
    const none = await (await fetch(`${psp.base}/v1/payment-intents?idempotency_key=never-sent`, { headers: auth })).json();
    expect(none.data).toEqual([]);
    expect(psp.app.psp.store.intents.size).toBe(count);
    expect((await fetch(`${psp.base}/v1/payment-intents?idempotency_key=lookup-1`)).status).toBe(401);
  });
});
