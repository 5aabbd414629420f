/**
 * `/gift` (`/regalo`, `/oferta`): the licences that can be given, priced as the purchase screen
 * prices offers, and who the gift is for. Guests give their email for the receipt (or sign in
 * first); the choice starts a gift checkout and continues on the gift's pay screen.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT } from '~/labels/labels';
import { BlockingModal } from '~/commerce/blocking-modal';
import { CommerceLoadFailure } from '~/commerce/load-failure';
import { purchaseEligibility } from '~/purchase/purchase.server';
import { pathFor } from '~/routing/paths';
import type { OfferView } from '~/purchase/offers.server';
import commerceStyles from '~/commerce/commerce.css';
import giftStyles from './gift.css';
import { loadGiftProducts, NO_STORE, startGift, type GiftFormProblem } from './gift.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: giftStyles },
];

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  const meta = pageMeta(ctx, 'gifts', {}, '');
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const home = pathFor('home', {}, { locale: ctx.locale });
  const block = await purchaseEligibility(ctx);
  if (block) return json({ kind: 'blocked' as const, block, back: home, meta }, { headers });
  const products = await loadGiftProducts(ctx);
  if (!products.ok) return json({ kind: 'failed' as const, messageKey: 'couldNotLoadLicences', back: home, meta }, { status: 503, headers });
  const guest = !ctx.user || ctx.user.isGuest;
  return json(
    {
      kind: 'gifts' as const,
      offers: products.offers,
      guest,
      loginHref: pathFor('giftLogin', {}, { locale: ctx.locale }),
      meta,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return startGift(context, await request.formData());
}

export default function GiftsRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  const answer = useActionData<typeof action>() as { problem?: GiftFormProblem } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  if (data.kind === 'blocked') return <BlockingModal messageKey={data.block} backHref={data.back} />;
  if (data.kind === 'failed') return <CommerceLoadFailure titleKey="giftsTitle" messageKey={data.messageKey} backHref={data.back} />;
  const problem = answer?.problem ?? null;
  const fieldError = (field: GiftFormProblem['field']) => (problem && problem.field === field ? keyText(problem.labelKey) : null);
  return (
    <main className="commerce" data-testid="gifts">
      <h1>{t('giftsTitle')}</h1>
      <p className="commerce__lead">{t('giftsIntro')}</p>
      {data.guest ? (
        <p>
          <Link to={data.loginHref}>{t('giftSignInToBuy')}</Link>
        </p>
      ) : null}
      {problem && problem.field === null ? (
        <p className="pay__message" role="alert" data-testid="gift-error">
          {keyText(problem.labelKey)}
        </p>
      ) : null}
      {data.offers.length ? (
        // A whole-document post: the pay screen it leads to must load with its own Content-Security-Policy.
        <Form method="post" reloadDocument className="gift-form" noValidate>
          <fieldset className="gift-plans" aria-describedby={fieldError('licenceId') ? 'gift-plan-error' : undefined}>
            <legend>{t('giftChoosePlan')}</legend>
            <ul className="offer-list">
              {data.offers.map((offer, index) => (
                <GiftPlan key={offer.id} offer={offer} checked={index === 0} />
              ))}
            </ul>
            {fieldError('licenceId') ? (
              <p id="gift-plan-error" className="form-error" role="alert">
                {fieldError('licenceId')}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="gift-people">
            <legend>{t('giftWhoFor')}</legend>
            <Field name="recipientEmail" label={t('giftRecipientEmail')} type="email" autoComplete="off" required error={fieldError('recipientEmail')} />
            <Field name="recipientName" label={t('giftRecipientName')} autoComplete="off" maxLength={100} />
            <label className="billing-field">
              <span>{t('giftMessage')}</span>
              <textarea name="message" maxLength={500} />
            </label>
            {data.guest ? (
              <Field name="buyerEmail" label={t('giftBuyerEmail')} type="email" autoComplete="email" required error={fieldError('buyerEmail')} />
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('giftContinue')}
            </button>
          </fieldset>
        </Form>
      ) : (
        <p role="status">{t('giftNoProducts')}</p>
      )}
    </main>
  );
}

function Field({
  name,
  label,
  error,
  required,
  ...input
}: { name: string; label: string; error?: string | null; required?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${name}-error`;
  return (
    <label className="billing-field">
      <span>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <input name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <span id={errorId} className="form-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

function GiftPlan({ offer, checked }: { offer: OfferView; checked: boolean }) {
  const t = useT();
  const keyText = useKeyText();
  const priceText = offer.price && offer.periodKey ? t('pricePerPeriod', { price: offer.price, period: keyText(offer.periodKey) }) : offer.price;
  return (
    <li className="offer gift-plan" data-licence={offer.id}>
      <label className="gift-plan__label">
        <input type="radio" name="licenceId" value={offer.id} defaultChecked={checked} />
        <span className="offer__name">{offer.name}</span>
      </label>
      {offer.description ? <p className="offer__description">{offer.description}</p> : null}
      {offer.priceBefore ? <p className="offer__before">{t('priceWas', { price: offer.priceBefore })}</p> : null}
      <p className="offer__price" data-testid="offer-price">
        {priceText}
      </p>
      <ul className="offer__tags">
        {offer.discount ? (
          <li className="offer__tag">
            {keyText(offer.discount.text.key, offer.discount.text.values)}
            {offer.discount.stateKey ? ` · ${keyText(offer.discount.stateKey)}` : ''}
          </li>
        ) : null}
        {offer.accessUntil ? <li className="offer__tag">{t('purchaseAccessUntil', { date: offer.accessUntil })}</li> : null}
        {offer.strategy === 'PPV' || offer.strategy === 'FIXED_DATE' ? <li className="offer__tag">{t('purchaseOneOff')}</li> : null}
      </ul>
    </li>
  );
}

export const meta = labelledMeta('giftsTitle', 'Give a gift');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
