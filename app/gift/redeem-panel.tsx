/**
 * The shared frame of the two redemption screens: what the code gives (or why it cannot be
 * used), the result once redeemed, and the link to the other way of redeeming.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useKeyText, useT } from '~/labels/labels';
import type { RedeemAnswer } from './gift-redeem.server';

export interface RedemptionData {
  redemption:
    { ok: true; name: string; status: 'AVAILABLE' | 'REDEEMED'; recipientName: string | null; message: string | null } | { ok: false; labelKey: string };
  otherHref: string;
  otherLabel: 'giftRedeemHaveAccount' | 'giftRedeemNoAccount';
}

export function RedeemPanel({ data, answer, children }: { data: RedemptionData; answer: RedeemAnswer | undefined; children: ReactNode }) {
  const t = useT();
  const keyText = useKeyText();
  if (answer && 'redeemed' in answer) {
    return (
      <main className="commerce" data-testid="gift-redeemed">
        <section className="pay__panel gift-code-panel" role="status">
          <h1>{t('giftRedeemedTitle')}</h1>
          <p>{t('giftRedeemedText', { name: answer.redeemed.name })}</p>
          <a className="button button--primary" href={answer.redeemed.watchHref}>
            {t('startWatching')}
          </a>
        </section>
      </main>
    );
  }
  const { redemption } = data;
  return (
    <main className="commerce" data-testid="gift-redeem">
      <section className="pay__panel gift-code-panel" aria-labelledby="gift-redeem-title">
        <h1 id="gift-redeem-title">{t('giftRedeemTitle')}</h1>
        {!redemption.ok ? (
          <p className="pay__message" role="alert" data-testid="gift-redeem-error">
            {keyText(redemption.labelKey)}
          </p>
        ) : redemption.status === 'REDEEMED' ? (
          <p className="pay__message" role="alert" data-testid="gift-redeem-error">
            {t('giftAlreadyRedeemed')}
          </p>
        ) : (
          <>
            <p data-testid="gift-redeem-gives">{t('giftRedeemGives', { name: redemption.name })}</p>
            {redemption.message ? <blockquote className="gift-quote">{redemption.message}</blockquote> : null}
            {answer && 'problem' in answer ? (
              <p className="pay__message" role="alert" data-testid="gift-redeem-error">
                {keyText(answer.problem)}
              </p>
            ) : null}
            {children}
            <p className="gift-links">
              <Link to={data.otherHref}>{t(data.otherLabel)}</Link>
            </p>
          </>
        )}
      </section>
    </main>
  );
}
