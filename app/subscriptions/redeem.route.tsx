/**
 * `/redeem` (`/canjear`, `/resgatar`): redeem a voucher code. With a pass chosen the code is a
 * licence voucher (sent with that licence's integer id: the pass is granted at once);
 * without one it is a basket voucher (it goes on the open basket). The code is sent as typed
 * (the platform normalises it; a path never carries it). Signed-in viewers only; wrong codes
 * count against the viewer and their address on the platform (429 after too many).
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { privateHeaders, requireSignedIn } from '~/account/guard.server';
import { dateLocale } from '../../blocks/fields/rules/date-parts';
import subscriptionStyles from './subscriptions.css';
import accountStyles from '~/account/account.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
];

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  requireSignedIn(ctx);
  const answer = await ctx.platform.access.licences();
  // Passes a licence voucher can grant: priced licences (a FREE one needs no voucher).
  const licences = answer.ok ? answer.data.licences.filter((l) => l.type === 'STANDARD').map((l) => ({ licenceId: l.licenceId, name: l.name })) : [];
  return json(
    {
      licences,
      meta: pageMeta(ctx, 'redeem', {}, ''),
      account: pathFor('account', {}, { locale: ctx.locale }),
      purchase: pathFor('purchase', {}, { locale: ctx.locale }),
    },
    { headers: await privateHeaders(ctx) },
  );
}

const ERROR_KEYS: Record<string, LabelKey> = {
  VOUCHER_NOT_FOUND: 'voucherUnknown',
  VOUCHER_MALFORMED: 'voucherInvalid',
  VOUCHER_EXPIRED: 'voucherExpired',
  VOUCHER_ALREADY_USED: 'voucherUsed',
  VOUCHER_NOT_APPLICABLE: 'voucherNotApplicable',
  LICENCE_ALREADY_ACTIVE: 'voucherLicenceAlreadyActive',
  BASKET_EMPTY: 'voucherBasketEmpty',
  TOO_MANY_ATTEMPTS: 'redeemTooMany',
};

type ActionData =
  | { ok: true; kind: 'LICENCE'; name: string; until: string | null; code: string }
  | { ok: true; kind: 'BASKET'; code: string }
  | { ok: false; error: LabelKey | null; message: string; code: string };

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  requireSignedIn(ctx);
  const form = await request.formData();
  const code = String(form.get('voucherCode') ?? '')
    .trim()
    .slice(0, 200);
  const licence = String(form.get('licenceId') ?? '');
  const headers = await privateHeaders(ctx);
  if (!code) return json<ActionData>({ ok: false, error: 'voucherInvalid', message: '', code }, { status: 400, headers });
  const licenceId = /^\d{1,9}$/.test(licence) ? Number(licence) : null;
  const answer = await ctx.platform.subscriptions.redeemVoucher({ body: { voucherCode: code, licenceId } });
  if (!answer.ok) {
    return json<ActionData>(
      { ok: false, error: ERROR_KEYS[answer.error.code] ?? null, message: answer.error.messages.join(' '), code },
      { status: answer.error.status >= 400 && answer.error.status < 500 ? answer.error.status : 502, headers },
    );
  }
  const data = answer.data;
  if (data.kind === 'LICENCE' && data.licence) {
    const expiry = data.licence.expiry;
    const until = expiry
      ? new Intl.DateTimeFormat(dateLocale(ctx.locale, ctx.settings.defaultCountry), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(expiry))
      : null;
    return json<ActionData>({ ok: true, kind: 'LICENCE', name: data.licence.name, until, code: data.voucherCode }, { headers });
  }
  return json<ActionData>({ ok: true, kind: 'BASKET', code: data.voucherCode }, { headers });
}

export default function RedeemRoute() {
  const { licences, account, purchase } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const keyText = useKeyText();
  const busy = navigation.state === 'submitting';
  const failed = result && !result.ok ? result : null;
  const done = result?.ok ? result : null;
  return (
    <section className="redeem-page">
      <h1>{t('redeemTitle')}</h1>
      <Form method="post" className="account-form" aria-labelledby="redeem-form-title">
        <h2 id="redeem-form-title" className="visually-hidden">
          {t('redeemTitle')}
        </h2>
        <p className="account-form__hint">{t('redeemIntro')}</p>
        <label>
          <span>{t('voucherCode')}</span>
          <input
            name="voucherCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={64}
            defaultValue={failed?.code}
            aria-invalid={Boolean(failed)}
            aria-describedby={failed ? 'redeem-error' : undefined}
          />
        </label>
        <label>
          <span>{t('redeemApplyTo')}</span>
          <select name="licenceId" defaultValue="">
            <option value="">{t('redeemToBasket')}</option>
            {licences.map((l) => (
              <option key={l.licenceId} value={l.licenceId}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {failed ? (
          <p className="form-error" id="redeem-error" role="alert">
            {failed.error ? t(failed.error) : failed.message}
          </p>
        ) : null}
        {done?.kind === 'LICENCE' ? (
          <p className="form-success" role="status">
            {done.until ? keyText('redeemLicenceDone', { name: done.name, date: done.until }) : keyText('redeemLicenceDoneOpen', { name: done.name })}{' '}
            <a href={account}>{t('redeemGoToAccount')}</a>
          </p>
        ) : null}
        {done?.kind === 'BASKET' ? (
          <p className="form-success" role="status">
            {keyText('redeemBasketDone', { code: done.code })} <a href={purchase}>{t('redeemGoToBasket')}</a>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('redeemSubmit')}
        </button>
      </Form>
    </section>
  );
}

export const meta = labelledMeta('redeemTitle', 'Redeem a voucher');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
