import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { PSP_PORT } from '../support/env';

/**
 * The payment provider's hosted card fields framed by a test page on a loopback origin, as
 * the web's pay route frames them: the page asks the frame to tokenise through postMessage and
 * gets a payment method id back; the card number never leaves the frame's origin. Messages
 * from the frame go only to the parent it was given.
 */
const PSP = `http://127.0.0.1:${PSP_PORT}`;

let server: Server;
let parent: string;

/** The framing page: records every message from the provider's origin, asks for a token on click. */
function framingPage(lang: string) {
  const src = `${PSP}/hosted/card?parent=${encodeURIComponent(parent)}&lang=${lang}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Pay</title></head><body>
<iframe id="card" title="Card details" src="${src}" style="width:420px;height:420px;border:0"></iframe>
<button id="pay" type="button">Pay</button>
<script>
window.messages = [];
window.addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(PSP)}) return;
  window.messages.push(event.data);
  if (event.data.type === 'psp:resize') document.getElementById('card').style.height = event.data.height + 'px';
});
document.getElementById('pay').addEventListener('click', () => {
  document.getElementById('card').contentWindow.postMessage({ type: 'psp:tokenise' }, ${JSON.stringify(PSP)});
});
</script></body></html>`;
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lang') ?? 'en';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(framingPage(lang));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  parent = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Array<Record<string, any>> }).messages);

test('tokenises 4242 inside the frame and hands the page only a payment method', async ({ page }) => {
  await page.goto(`${parent}/?lang=en`);
  const frame = page.frameLocator('#card');
  await expect.poll(async () => (await messages(page)).some((m) => m.type === 'psp:ready')).toBe(true);
  await expect(frame.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM / YY)').fill(`12 / ${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByLabel('Postal code').fill('1012 AB');
  await expect.poll(async () => (await messages(page)).some((m) => m.type === 'psp:change' && m.complete === true)).toBe(true);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(async () => (await messages(page)).find((m) => m.type === 'psp:tokenised')?.paymentMethod?.last4).toBe('4242');
  const all = await messages(page);
  const tokenised = all.find((m) => m.type === 'psp:tokenised')!;
  expect(tokenised.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
  expect(tokenised.paymentMethod.id).toMatch(/^pm_/);
  expect(JSON.stringify(all)).not.toContain('4242424242424242');
  // The frame reports its content's height, which fits the fields without the errors.
  const heights = all.filter((m) => m.type === 'psp:resize').map((m) => m.height);
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.at(-1)).toBeGreaterThan(250);
  expect(heights.at(-1)).toBeLessThan(420);
});

test('shows a Luhn failure in the frame and reports incorrect_number', async ({ page }) => {
  await page.goto(`${parent}/?lang=es`);
  const frame = page.frameLocator('#card');
  await expect.poll(async () => (await messages(page)).some((m) => m.type === 'psp:ready')).toBe(true);
  await frame.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(frame.locator('#number-error')).toHaveText('El número de la tarjeta no es válido.');
  await expect(frame.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await messages(page)).find((m) => m.type === 'psp:error')?.code).toBe('incorrect_number');
  // Errors make the content taller, fixing them shorter again: the frame follows both ways.
  const tallest = Math.max(...(await messages(page)).filter((m) => m.type === 'psp:resize').map((m) => m.height));
  await frame.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await frame.getByLabel('Caducidad (MM / AA)').fill('12/40');
  await frame.getByLabel('Código de seguridad (CVC)').fill('123');
  await frame.getByLabel('Código postal').fill('28001');
  await expect.poll(async () => (await messages(page)).filter((m) => m.type === 'psp:resize').at(-1)?.height).toBeLessThan(tallest);
  expect((await messages(page)).some((m) => m.type === 'psp:tokenised')).toBe(false);
});
