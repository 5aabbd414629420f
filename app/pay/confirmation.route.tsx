/**
 * `/pay?payment={id}`: the payment confirmation. It follows the payment until the licences
 * it grants are in effect (a confirm-payment licence waits for the provider's webhook),
 * then says so and takes the viewer back to `from`, where the content now plays. A failed
 * payment says why and offers another try; nothing was granted.
 */
import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { requireSignedIn } from '~/account/guard.server';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT } from '~/labels/labels';
import commerceStyles from '~/commerce/commerce.css';
import { failedPaymentProblem, registrationWorkflow } from '~/commerce/pay.server';
import { commerceStage } from '~/signup/signup-flow';
import { isolate } from '~/commerce/isolate';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { paymentState } from './payment-state';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: commerceStyles }];

const PAYMENT_ID = /^[A-Za-z0-9_.-]{1,100}$/;
/** How often the screen asks again while the payment is being confirmed. */
const POLL_MS = 1500;

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  requireSignedIn(ctx);
  const id = ctx.url.searchParams.get('payment') ?? '';
  const from = safeRedirect(ctx.url.searchParams.get('from'), '');
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'private, no-store' }));
  if (!PAYMENT_ID.test(id)) throw redirect(pathFor('purchase', {}, { locale: ctx.locale, query: { from: from || null } }), { headers });
  const answer = await ctx.platform.commerce.payment({ params: { id } });
  const meta = pageMeta(ctx, 'paymentConfirmation', {}, '');
  const retryHref = pathFor('purchase', {}, { locale: ctx.locale, query: { from: from || null } });
  if (!answer.ok)
    return json(
      { state: 'failed' as const, message: { labelKey: 'anErrorOccured', serverText: null }, names: [], from, retryHref, meta },
      { status: answer.error.status === 404 ? 404 : 502, headers },
    );
  const payment = answer.data;
  const state = paymentState(payment);
  const problem = state === 'failed' ? failedPaymentProblem(payment) : null;
  return json(
    {
      state,
      message: problem && problem.kind === 'message' ? { labelKey: problem.labelKey, serverText: problem.serverText } : null,
      names: payment.licences.map((licence) => licence.name),
      /** In the registration flow this screen is its last stage, payment complete. */
      signupStage: registrationWorkflow(ctx) ? commerceStage('paymentConfirmation') : null,
      from,
      retryHref,
      meta,
    },
    { headers },
  );
}

export default function PaymentConfirmationRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (data.state !== 'pending') return;
    // Navigating to the same address runs the loader again (one more look at the payment).
    const timer = setTimeout(() => navigate(location.pathname + location.search, { replace: true, preventScrollReset: true }), POLL_MS);
    return () => clearTimeout(timer);
  }, [data, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (data.state !== 'complete' || !data.from) return;
    // A moment to read "Payment complete", then back to the content, which now plays.
    const timer = setTimeout(() => navigate(data.from, { replace: true }), POLL_MS);
    return () => clearTimeout(timer);
  }, [data, navigate]);

  return (
    <main
      className="commerce"
      data-testid="payment-confirmation"
      data-state={data.state}
      data-signup-stage={'signupStage' in data && data.signupStage ? data.signupStage : undefined}
    >
      {data.state === 'pending' ? (
        <div className="pay__status" role="status">
          {/* Without JavaScript the page asks again by itself. */}
          <noscript>
            <meta httpEquiv="refresh" content="2" />
          </noscript>
          <h1>{t('payProcessing')}</h1>
          <p>{t('paymentPendingConfirmation')}</p>
        </div>
      ) : data.state === 'complete' ? (
        <div className="pay__status" role="status">
          <h1>{t('paymentCompleteTitle')}</h1>
          {data.names.map((name) => (
            <p key={name}>{t('paymentCompleteText', { name: isolate(name) })}</p>
          ))}
          {data.from ? (
            <Link className="button button--primary" to={data.from} replace>
              {t('startWatching')}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="pay__status">
          <h1>{t('paymentFailedTitle')}</h1>
          <p className="pay__message" role="alert" data-testid="pay-error">
            {data.message ? (data.message.serverText ?? keyText(data.message.labelKey)) : t('anErrorOccured')}
          </p>
          <Link className="button button--primary" to={data.retryHref}>
            {t('paymentTryAgain')}
          </Link>
        </div>
      )}
    </main>
  );
}

export const meta = labelledMeta('paymentCompleteTitle', 'Payment');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
