/**
 * The reference payment provider's own door (its webhook signatures are the platform's side):
 * the hosted card fields refuse parents outside the allowed list and are framed only by the
 * one they name; oversized and non-JSON bodies are refused; the API wants the secret key; a
 * challenge answer needs the page's token; and no test card number reaches the provider's
 * data or the stack's log output.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { send, zeros } from '../client';
import { probe, type Probe, type Stack } from '../stack';

const CARDS = ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '4000000000003220'];
const MB = 1024 * 1024;

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}

export async function pspCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const psp = stack.psp;

  for (const parent of [
    'https://evil.example',
    'http://localhost.evil.example:3000',
    'http://localhost:3000/x',
    'http://a@localhost:3000',
    'null',
    'data:text/html,x',
  ]) {
    const answer = await send(`${psp}/hosted/card?parent=${encodeURIComponent(parent)}`);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    probes.push(
      probe(
        `hosted fields refuse parent ${parent}`,
        answer.status === 400 && csp.includes("frame-ancestors 'none'") && !answer.text.includes('cc-number'),
        `${answer.status} ${csp}`,
      ),
    );
  }
  const allowed = await send(`${psp}/hosted/card?parent=${encodeURIComponent(`http://${stack.webHost}`)}`);
  const allowedCsp = String(allowed.headers['content-security-policy'] ?? '');
  probes.push(
    probe(
      'hosted fields are framed only by the parent they name, with no inline script',
      allowed.status === 200 &&
        allowedCsp.includes(`frame-ancestors http://${stack.webHost}`) &&
        !/frame-ancestors[^;]*\*/.test(allowedCsp) &&
        !allowedCsp.includes('unsafe-inline'),
      `${allowed.status} ${allowedCsp}`,
    ),
  );

  const big = await send(`${psp}/v1/payment-methods`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: zeros(10 * MB) });
  probes.push(probe('tokenisation refuses a 10 MB body', big.status === 413, String(big.status)));
  const plain = await send(`${psp}/v1/payment-methods`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `number=${CARDS[0]}` });
  probes.push(probe('tokenisation takes JSON only (no cross-site simple form)', plain.status === 415, String(plain.status)));
  const form = await send(`${psp}/v1/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `number=${CARDS[0]}`,
  });
  probes.push(probe('tokenisation refuses a form post', form.status === 415, String(form.status)));

  const intentBody = JSON.stringify({
    amount: 100,
    currency: 'EUR',
    paymentMethodType: 'ideal',
    returnUrl: `http://${stack.webHost}/payment-authorization`,
    metadata: {},
  });
  for (const [name, authorization] of [
    ['no key', undefined],
    ['a wrong key', 'Bearer sk_wrong'],
    ['an empty bearer', 'Bearer '],
  ] as const) {
    const answer = await send(`${psp}/v1/payment-intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: intentBody,
    });
    probes.push(probe(`payment intents refuse ${name}`, answer.status === 401, String(answer.status)));
  }
  const read = await send(`${psp}/v1/payment-intents/pi_x`);
  probes.push(probe('reading an intent needs the key', read.status === 401, String(read.status)));

  // Tokenise every test card (as the hosted fields do), then look for the numbers.
  const year = new Date().getUTCFullYear() + 2;
  let methodId = '';
  for (const number of CARDS) {
    const answer = await send(`${psp}/v1/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'card', card: { number, expMonth: 12, expYear: year, cvc: '123', postalCode: '1012 AB' } }),
    });
    if (number.endsWith('3220') && answer.status === 200) methodId = answer.json().id;
    await send(`${psp}/v1/payment-methods`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"card":{"number":"${number}"` });
  }

  // A 3-D Secure challenge answered without the page's token changes nothing.
  const key = readFileSync(path.join(stack.dataDir, 'psp-secret-key'), 'utf8').trim();
  const intent = await send(`${psp}/v1/payment-intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      amount: 100,
      currency: 'EUR',
      paymentMethodType: 'card',
      paymentMethod: methodId,
      returnUrl: `http://${stack.webHost}/payment-authorization`,
      metadata: {},
    }),
  });
  const intentId = intent.status === 200 ? intent.json().id : 'pi_missing';
  const forged = await send(`${psp}/challenge/${intentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
  });
  const crossSite = await send(`${psp}/challenge/${intentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    body: 'decision=approve&token=0000000000000000000000000000000000000000',
  });
  const after = await send(`${psp}/v1/payment-intents/${intentId}`, { headers: { authorization: `Bearer ${key}` } });
  probes.push(
    probe(
      'a challenge answer without the page token changes nothing',
      intent.status === 200 && forged.status === 403 && crossSite.status === 403 && after.json().status === 'requires_action',
      `${intent.status} ${forged.status} ${crossSite.status} ${after.text.slice(0, 80)}`,
    ),
  );

  await new Promise((r) => setTimeout(r, 1500)); // the provider writes its state behind the answers
  const pspFiles = filesUnder(path.join(stack.dataDir, 'psp'));
  const data = pspFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
  const log = stack.output();
  const leaks = CARDS.filter((number) => data.includes(number) || log.includes(number));
  probes.push(
    probe(
      'no test card number in the provider data or the stack log',
      pspFiles.length > 0 && leaks.length === 0,
      `files ${pspFiles.length}, leaked ${leaks.join(', ')}`,
    ),
  );
  return probes;
}
