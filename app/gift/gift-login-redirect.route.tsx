/**
 * `/gift/{giftId?}/login/redirect`: where signing in for a gift lands. A signed-in viewer
 * continues to the gift's pay screen (or chooses a gift when there is none yet); a viewer
 * still signed out goes back to the gift login.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { pathFor } from '~/routing/paths';

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const giftId = params.giftId && /^gft_[0-9a-f]{1,64}$/.test(params.giftId) ? params.giftId : undefined;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!ctx.user || ctx.user.isGuest) throw redirect(pathFor('giftLogin', giftId ? { giftId } : {}, { locale: ctx.locale }), { headers });
  throw redirect(giftId ? pathFor('giftPay', { giftId }, { locale: ctx.locale }) : pathFor('gifts', {}, { locale: ctx.locale }), { headers });
}
