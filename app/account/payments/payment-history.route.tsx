/** `/_data/payment-history?page=`: one page of the viewer's payment history as JSON (loaded on demand on the account page). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPaymentHistory } from './payment-data.server';

export async function loader({ context }: LoaderFunctionArgs) {
  return loadPaymentHistory(context);
}
