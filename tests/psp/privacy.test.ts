/**
 * No card number in the provider's logs or data: every test card (and a Luhn-invalid one, and
 * bodies that fail to parse) goes through tokenisation, charging, the pages and the webhooks
 * with logging at its most verbose; then the log and every file under the data dir are searched.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createIntent, startPsp, startReceiver, TEST_CARDS, tokenise } from './support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psp-privacy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

it('no full card number appears in the log output, the data dir or a webhook', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const receiver = await startReceiver([500]);
  const psp = await startPsp({
    dataDir,
    webhookUrl: receiver.url,
    logger: { level: 'trace', stream },
    retry: { firstDelayMs: 10, maxAttempts: 3, timeoutMs: 500 },
  });
  const numbers = [...Object.values(TEST_CARDS), '4242424242424241', '5555555555554444'];
  try {
    for (const [index, number] of numbers.entries()) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      const method = await tokenise(psp.base, spaced);
      if (method.status === 200) await createIntent(psp.base, { paymentMethod: method.body.id }, { 'idempotency-key': `privacy-${index}` });
      // Broken and oversized bodies carrying the number.
      await fetch(`${psp.base}/v1/payment-methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"type":"card","card":{"number":"${number}"`,
      });
      await fetch(`${psp.base}/v1/payment-methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: { number }, pad: 'x'.repeat(20_000) }),
      });
      await fetch(`${psp.base}/v1/payment-methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'card', card: { number, expMonth: 'x' } }),
      });
    }
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    await psp.close();
    await receiver.close();
  }
  expect(lines.length).toBeGreaterThan(20); // the log really was written
  const log = lines.join('');
  const files = filesUnder(dataDir);
  expect(files.some((f) => f.endsWith('state.json'))).toBe(true);
  const data = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const webhooks = receiver.received.map((r) => r.rawBody).join('\n');
  expect(receiver.received.length).toBeGreaterThan(0);
  for (const number of numbers) {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const text of [log, data, webhooks]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(spaced);
    }
  }
});
