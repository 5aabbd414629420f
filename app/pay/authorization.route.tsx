/**
 * `/payment-authorization`: where the provider sends the browser back after a 3-D Secure
 * challenge or a bank page (`payment_intent`, `redirect_status`). `redirect_status` is only
 * a hint: the platform asks the provider for the real state, and the viewer continues on the
 * confirmation screen, which follows the payment from there.
 */
import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireSignedIn } from '~/account/guard.server';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT } from '~/labels/labels';
import commerceStyles from '~/commerce/commerce.css';
import { confirmationPath } from '~/commerce/pay.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: commerceStyles }];

const INTENT_ID = /^[A-Za-z0-9_.-]{1,200}$/;

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  requireSignedIn(ctx);
  const query = ctx.url.searchParams;
  const intent = query.get('payment_intent') ?? '';
  const status = (query.get('redirect_status') ?? '').slice(0, 50);
  const from = safeRedirect(query.get('from'), '');
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'private, no-store' }));
  const retryHref = pathFor('purchase', {}, { locale: ctx.locale, query: { from: from || null } });
  const meta = pageMeta(ctx, 'paymentAuthorization', {}, '');
  if (!INTENT_ID.test(intent)) return json({ messageKey: 'paymentError', retryHref, meta }, { status: 400, headers });
  const answer = await ctx.platform.commerce.paymentAuthorization({ body: { payment_intent: intent, ...(status ? { redirect_status: status } : {}) } });
  if (!answer.ok)
    return json(
      { messageKey: answer.error.status === 404 ? 'paymentError' : 'anErrorOccured', retryHref, meta },
      { status: answer.error.status === 404 ? 404 : 502, headers },
    );
  throw redirect(confirmationPath(ctx, answer.data.id, from), { headers });
}

export default function PaymentAuthorizationRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  return (
    <main className="commerce">
      <h1>{t('paymentFailedTitle')}</h1>
      <p className="pay__message" role="alert">
        {keyText(data.messageKey)}
      </p>
      <Link className="button button--primary" to={data.retryHref}>
        {t('paymentTryAgain')}
      </Link>
    </main>
  );
}

export const meta = labelledMeta('paymentFailedTitle', 'Payment');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
