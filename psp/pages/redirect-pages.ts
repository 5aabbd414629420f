/**
 * The pages a browser visits while an intent `requires_action`: the 3-D Secure challenge of a
 * card (Approve / Fail), the bank's authorisation (Approve / Cancel) and the wallet's approval
 * (Approve / Cancel, a PayPal-like wallet: the viewer pays from the wallet's balance or the
 * cards it keeps, which the site never sees). Plain forms that
 * post back to the provider, which then sends the browser to the intent's returnUrl: they
 * work without JavaScript. Each form carries a token derived from the intent id with the
 * provider's key, so only a browser that loaded the page can answer it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ActionPageKind, PaymentIntent } from '../store.js';
import { escapeHtml, formatMoney, page } from './html.js';

export type ActionPage = ActionPageKind;

export function pageToken(key: string, kind: ActionPage, intentId: string): string {
  return createHmac('sha256', key).update(`${kind}:${intentId}`).digest('hex').slice(0, 40);
}

export function validPageToken(key: string, kind: ActionPage, intentId: string, token: unknown): boolean {
  if (typeof token !== 'string' || !/^[0-9a-f]{40}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(pageToken(key, kind, intentId)));
}

const BANK_NAMES = { ideal: 'iDEAL', bancontact: 'Bancontact', card: 'card', wallet: 'Reference Wallet' } as const;

/** The site asking for the money, as the wallet names it: the return address's host. */
function merchantOf(intent: PaymentIntent): string {
  try {
    return new URL(intent.returnUrl).host;
  } catch {
    return 'the site';
  }
}

export function actionPage(kind: ActionPage, intent: PaymentIntent, token: string): string {
  const amount = escapeHtml(formatMoney(intent.amount, intent.currency));
  const copy =
    kind === 'wallet'
      ? {
          title: 'Reference Wallet',
          lead: `Pay <strong>${amount}</strong> to <strong>${escapeHtml(merchantOf(intent))}</strong> from your wallet.`,
          note: 'This is the reference provider’s test wallet: approve to pay, or cancel to go back without paying.',
          approve: 'Approve and pay',
          refuse: 'Cancel and return',
        }
      : kind === 'challenge'
        ? {
            title: '3-D Secure authentication',
            lead: `Your bank asks you to confirm a card payment of <strong>${amount}</strong>.`,
            note: 'This is the reference provider’s test page: choose what the bank answers.',
            approve: 'Approve',
            refuse: 'Fail',
          }
        : {
            title: `Pay with ${BANK_NAMES[intent.paymentMethodType]}`,
            lead: `Confirm the payment of <strong>${amount}</strong> in your banking app.`,
            note: 'This is the reference provider’s test bank: choose what the bank answers.',
            approve: 'Approve',
            refuse: 'Cancel',
          };
  return page({
    lang: 'en',
    title: copy.title,
    body: `<main class="panel" aria-labelledby="title">
<h1 id="title">${escapeHtml(copy.title)}</h1>
<p>${copy.lead}</p>
<p class="note">${escapeHtml(copy.note)}</p>
<form method="post" action="/${kind}/${escapeHtml(intent.id)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit" name="decision" value="approve">${escapeHtml(copy.approve)}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${escapeHtml(copy.refuse)}</button>
</div>
</form>
</main>`,
  });
}

export function messagePage(title: string, message: string): string {
  return page({
    lang: 'en',
    title,
    body: `<main class="panel" aria-labelledby="title"><h1 id="title">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`,
  });
}
