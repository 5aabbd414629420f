/** The loader data both redemption screens share: the code's lookup and the link to the other screen. */
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { loadRedemption } from './gift-redeem.server';
import type { RedemptionData } from './redeem-panel';

export async function redemptionData(ctx: AppContext, code: string, screen: 'login' | 'register'): Promise<RedemptionData & { status: number }> {
  const found = await loadRedemption(ctx, code);
  const other = screen === 'login' ? 'giftRedemptionRegister' : 'giftRedemptionLogin';
  return {
    status: found.ok ? 200 : found.status,
    redemption: found.ok
      ? {
          ok: true,
          name: found.redemption.licence.name,
          status: found.redemption.status,
          recipientName: found.redemption.recipientName,
          message: found.redemption.message,
        }
      : { ok: false, labelKey: found.labelKey },
    otherHref: pathFor(other, { redeemCode: code }, { locale: ctx.locale }),
    otherLabel: screen === 'login' ? 'giftRedeemNoAccount' : 'giftRedeemHaveAccount',
  };
}
