/**
 * `/gift/{giftId?}/login`: a gift buyer signs in first. Sends the viewer to login; signing in
 * comes back through `/gift/{giftId?}/login/redirect`, and the login page's back button goes
 * to the gift (its `giftId` query).
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { pathFor } from '~/routing/paths';

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const giftId = params.giftId && /^gft_[0-9a-f]{1,64}$/.test(params.giftId) ? params.giftId : undefined;
  const back = pathFor('giftLoginRedirect', giftId ? { giftId } : {}, { locale: ctx.locale });
  throw redirect(pathFor('login', {}, { locale: ctx.locale, query: { from: back, giftId: giftId ?? null } }), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
