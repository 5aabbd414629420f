/** `/_data/payment-cards`: the viewer's stored cards as JSON (the account page's payment details section). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCards } from './payment-data.server';

export async function loader({ context }: LoaderFunctionArgs) {
  return loadCards(context);
}
