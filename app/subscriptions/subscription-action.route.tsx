/**
 * `POST /_data/subscription/{licenceId}`: what the account's subscriptions section posts
 * (intent pause, resume, cancel-start, promo-redeem, promo-refuse, cancel-confirm,
 * reactivate, price-consent). Scripts get JSON and the account revalidates; a form posted
 * without scripts goes back to the account page with its outcome in the query.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireSignedIn } from '~/account/guard.server';
import { pathFor } from '~/routing/paths';
import { outcomeQuery, subscriptionAction } from './subscriptions.server';

export async function action({ request, params, context: ctx }: ActionFunctionArgs) {
  requireSignedIn(ctx);
  const licenceId = String(params.licenceId ?? '').slice(0, 100);
  const result = await subscriptionAction(ctx, licenceId, await request.formData());
  const headers = await ctx.sessionHeaders();
  headers.set('Cache-Control', 'private, no-store');
  // A form posted without scripts navigates here as a document: send it back to the account.
  const dest = request.headers.get('sec-fetch-dest');
  const documentPost = dest === 'document' || (dest === null && !new URL(request.url).searchParams.has('_data'));
  if (documentPost) {
    return redirect(`${pathFor('account', {}, { locale: ctx.locale })}?${outcomeQuery(licenceId, result)}#subscription-${licenceId}`, { headers });
  }
  return json(result, { status: result.ok ? 200 : 409, headers });
}

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
