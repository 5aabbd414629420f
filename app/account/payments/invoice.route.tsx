/**
 * `/payment/{id}`: the invoice of one payment, readable on screen and printable (the print
 * style sheet keeps the invoice alone on the page, in black on white).
 */
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { useT } from '~/labels/labels';
import paymentStyles from './payments.css';
import { loadInvoice } from './invoice.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paymentStyles }];

export const meta = labelledMeta('invoice', 'Invoice');

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadInvoice(context, params.id ?? '');
}

export default function InvoiceRoute() {
  const inv = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main className="invoice-page">
      <p className="invoice-actions">
        <Link to={inv.accountHref}>{t('backToAccount')}</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('printInvoice')}
        </button>
      </p>
      <article className="invoice" data-testid="invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <h1 id="invoice-title">
            {t('invoice')} {inv.number}
          </h1>
          <p>{inv.seller}</p>
        </header>
        <dl className="invoice__facts">
          <dt>{t('invoiceDate')}</dt>
          <dd>{inv.issuedAt}</dd>
          <dt>{t('invoiceBilledTo')}</dt>
          <dd>
            {inv.buyer.name ? (
              <>
                {inv.buyer.name}
                <br />
              </>
            ) : null}
            {inv.buyer.email}
            {inv.buyer.address.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {inv.buyer.country}
          </dd>
          {inv.buyer.taxNumber ? (
            <>
              <dt>{t('invoiceTaxNumber')}</dt>
              <dd>{inv.buyer.taxNumber}</dd>
            </>
          ) : null}
          {inv.period ? (
            <>
              <dt>{t('invoicePeriod')}</dt>
              <dd>{inv.period.end ? `${inv.period.start} – ${inv.period.end}` : inv.period.start}</dd>
            </>
          ) : null}
          {inv.paymentMethod ? (
            <>
              <dt>{t('paymentMethod')}</dt>
              <dd>{inv.paymentMethod}</dd>
            </>
          ) : null}
        </dl>
        <table className="invoice__lines">
          <thead>
            <tr>
              <th scope="col">{t('paymentItem')}</th>
              <th scope="col" className="invoice__amount">
                {t('paymentAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((line) => (
              <tr key={line.sku}>
                <td>
                  {line.description}
                  {inv.renewal ? ` (${t('renewal')})` : null}
                </td>
                <td className="invoice__amount">{line.amount}</td>
              </tr>
            ))}
            {inv.discount ? (
              <tr>
                <td>{t('invoiceDiscount')}</td>
                <td className="invoice__amount">{inv.discount}</td>
              </tr>
            ) : null}
            {inv.voucher ? (
              <tr>
                <td>{t('invoiceVoucher')}</td>
                <td className="invoice__amount">{inv.voucher}</td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('invoiceTotal')}</th>
              <td className="invoice__amount" data-testid="invoice-total">
                {inv.total}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('invoiceTaxIncluded', { rate: inv.taxRate })}</th>
              <td className="invoice__amount">{inv.tax}</td>
            </tr>
          </tfoot>
        </table>
        {inv.externalPaymentId ? <p className="invoice__ref">{t('invoicePaymentReference', { id: inv.externalPaymentId })}</p> : null}
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
