/** The browser pages over real HTTP: hosted card fields, 3-D Secure challenge, bank page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseParentPatterns } from '../../psp/parents';
import { createIntent, payWithCard, RETURN_URL, startPsp, TEST_CARDS, type RunningPsp } from './support';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(async () => {
  await psp.close();
});

/** Loads an action page and posts its form as a browser would (no JavaScript). */
async function answerPage(url: string, decision: 'approve' | 'refuse', headers: Record<string, string> = {}) {
  const page = await fetch(url);
  const html = await page.text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  return { page, html, answer, token };
}

describe('hosted card fields (GET /hosted/card)', () => {
  it('renders the fields with autofill names for an allowed parent, framed only by it', async () => {
    const answer = await fetch(`${psp.base}/hosted/card?parent=${encodeURIComponent('http://oasis.localhost:3000')}&lang=es`);
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors http://oasis.localhost:3000');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await answer.text();
    for (const name of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc', 'postal-code']) expect(html).toContain(`autocomplete="${name}"`);
    expect(html).toContain('lang="es"');
    expect(html).toContain('Número de tarjeta');
    expect(html).toContain('data-parent="http://oasis.localhost:3000"');
    // No inline script: only the external module and an inert JSON block.
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
  });

  it('is right to left in Arabic', async () => {
    const html = await (await fetch(`${psp.base}/hosted/card?parent=http://localhost:3000&lang=ar`)).text();
    expect(html).toContain('dir="rtl"');
    // Digit groups keep their order: the number, expiry, CVC and postal code are typed left to right.
    expect(html).toMatch(/<input id="number"[^>]*dir="ltr"/);
  });

  it.each([
    ['https://evil.example'],
    ['http://localhost.evil.example:3000'],
    ['http://localhost:3000/path'],
    ['http://user@localhost:3000'],
    ['javascript:alert(1)'],
    ['null'],
    [''],
  ])('refuses the parent %j', async (parent) => {
    const answer = await fetch(`${psp.base}/hosted/card?parent=${encodeURIComponent(parent)}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await answer.text()).not.toContain('cc-number');
  });

  it('honours a configured parent list', async () => {
    const own = await startPsp({ allowedParents: parseParentPatterns('https://*.example.com,https://shop.example.org:8443') });
    try {
      expect((await fetch(`${own.base}/hosted/card?parent=https://www.example.com`)).status).toBe(200);
      expect((await fetch(`${own.base}/hosted/card?parent=https://shop.example.org:8443`)).status).toBe(200);
      expect((await fetch(`${own.base}/hosted/card?parent=https://example.com`)).status).toBe(400);
      expect((await fetch(`${own.base}/hosted/card?parent=http://localhost:3000`)).status).toBe(400);
    } finally {
      await own.close();
    }
  });

  it('serves its script and rules as JavaScript from its own origin', async () => {
    for (const path of ['/hosted/card-fields.js', '/hosted/card-rules.js']) {
      const answer = await fetch(`${psp.base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/javascript');
    }
    expect((await fetch(`${psp.base}/assets/psp.css`)).headers.get('content-type')).toContain('text/css');
  });

  it('refuses an oversized body with 413', async () => {
    const answer = await fetch(`${psp.base}/v1/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(64 * 1024) }),
    });
    expect(answer.status).toBe(413);
  });
});

describe('3-D Secure challenge page', () => {
  it('Approve redirects to returnUrl with redirect_status=succeeded', async () => {
    const { body } = await payWithCard(psp.base, TEST_CARDS.challenge);
    const { page, html, answer } = await answerPage(body.nextAction.redirectUrl, 'approve');
    expect(page.status).toBe(200);
    expect(html).toContain('€12.99');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get('payment_intent')).toBe(body.id);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    expect(psp.app.psp.store.intents.get(body.id)!.status).toBe('succeeded');
  });

  it('Fail redirects with redirect_status=failed; a second answer changes nothing', async () => {
    const { body } = await payWithCard(psp.base, TEST_CARDS.challenge);
    const first = await answerPage(body.nextAction.redirectUrl, 'refuse');
    expect(new URL(first.answer.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect(psp.app.psp.store.intents.get(body.id)!.failure?.code).toBe('authentication_failed');
    // The page of a final intent only sends the browser back.
    const again = await fetch(body.nextAction.redirectUrl, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const late = await fetch(body.nextAction.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: first.token, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(new URL(late.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect([...psp.app.psp.store.deliveries.values()].filter((d) => d.intentId === body.id)).toHaveLength(1);
  });

  it('refuses an answer without the page token or from another site', async () => {
    const { body } = await payWithCard(psp.base, TEST_CARDS.challenge);
    const forged = await fetch(body.nextAction.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=0000000000000000000000000000000000000000&decision=approve',
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const crossSite = await answerPage(body.nextAction.redirectUrl, 'approve', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.answer.status).toBe(403);
    expect(psp.app.psp.store.intents.get(body.id)!.status).toBe('requires_action');
  });

  it('has no challenge for a bank payment and no page for an unknown intent', async () => {
    const { body } = await createIntent(psp.base, { paymentMethodType: 'ideal' });
    expect((await fetch(`${psp.base}/challenge/${body.id}`)).status).toBe(404);
    expect((await fetch(`${psp.base}/challenge/pi_unknown`)).status).toBe(404);
  });
});

describe('bank page', () => {
  it('Approve and Cancel round trips', async () => {
    const approved = await createIntent(psp.base, { paymentMethodType: 'ideal' });
    const ok = await answerPage(approved.body.nextAction.redirectUrl, 'approve');
    expect(ok.html).toContain('iDEAL');
    expect(new URL(ok.answer.headers.get('location')!).searchParams.get('redirect_status')).toBe('succeeded');

    const cancelled = await createIntent(psp.base, { paymentMethodType: 'bancontact' });
    const no = await answerPage(cancelled.body.nextAction.redirectUrl, 'refuse');
    expect(no.html).toContain('Bancontact');
    expect(new URL(no.answer.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect(psp.app.psp.store.intents.get(cancelled.body.id)!.failure?.code).toBe('payment_cancelled');
  });
});
