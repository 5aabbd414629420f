/**
 * `/purchase` (`/comprar`, `/aderir`): the offers that grant the content the viewer came
 * from (`licences=a,b`, `from`) or every offer, families grouped with their tiers.
 *
 * - A child profile, a restricted territory or a VPN (the platform's eligibility answer)
 *   sees a blocking modal instead of the screen.
 * - A guest's choice goes to sign-up (workflow=register-free with the selected licence);
 *   after signing in the viewer comes back here with that licence selected.
 * - A signed-in viewer's choice is a form post: the licence goes into the basket and the
 *   viewer continues on the pay screen; a FREE licence activates at once. A trial already
 *   used (409 freeTrialDenied) asks to continue at full price first.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT } from '~/labels/labels';
import { BlockingModal } from '~/commerce/blocking-modal';
import { CommerceLoadFailure } from '~/commerce/load-failure';
import { isolate } from '~/commerce/isolate';
import commerceStyles from '~/commerce/commerce.css';
import { chooseLicence, purchaseEligibility, purchaseEntry } from './purchase.server';
import { commerceStage } from '~/signup/signup-flow';
import { loadOffers, type FamilyView, type OfferView } from './offers.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: commerceStyles }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  const entry = purchaseEntry(ctx);
  const meta = pageMeta(ctx, 'purchase', {}, '');
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const block = await purchaseEligibility(ctx);
  if (block) return json({ kind: 'blocked' as const, block, back: entry.back, meta }, { headers });
  const offers = await loadOffers(ctx, entry.licences, entry.selected);
  if (!offers.ok) return json({ kind: 'failed' as const, messageKey: 'couldNotLoadLicences', back: entry.back, meta }, { status: 503, headers });
  return json(
    {
      kind: 'offers' as const,
      families: offers.families,
      guest: entry.guest,
      /** Guests: where each choice leads (sign-up with the licence), by licence id. */
      signupHrefs: entry.guest ? Object.fromEntries(offers.families.flatMap((f) => f.offers).map((o) => [o.id, entry.signupHref(o.id)])) : {},
      loginHref: entry.loginHref,
      from: entry.from,
      workflow: entry.workflow,
      signupStage: entry.workflow ? commerceStage('purchase') : null,
      licences: entry.licences.join(','),
      back: entry.back,
      meta,
    },
    { headers },
  );
}

// The choice posts as a whole document (reloadDocument): the pay screen it leads to must load
// as a document of its own, since only its Content-Security-Policy lets the provider's card
// fields be framed (a client-side navigation would keep this page's policy).
export async function action({ request, context }: ActionFunctionArgs) {
  return chooseLicence(context, await request.formData());
}

export default function PurchaseRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.kind === 'blocked') return <BlockingModal messageKey={data.block} backHref={data.back} />;
  if (data.kind === 'failed') return <CommerceLoadFailure titleKey="purchaseTitle" messageKey={data.messageKey} backHref={data.back} />;
  return (
    <main className="commerce" data-testid="purchase" data-signup-stage={data.signupStage ?? undefined}>
      <h1>{t('purchaseTitle')}</h1>
      {data.guest ? (
        <p className="commerce__lead">
          {t('purchaseSignInToBuy')} · <Link to={data.loginHref}>{t('signIn')}</Link>
        </p>
      ) : null}
      <TrialDenied />
      {data.families.length ? data.families.map((family) => <Family key={family.id} family={family} />) : <p role="status">{t('purchaseNoOffers')}</p>}
    </main>
  );
}

type ActionAnswer = { error?: string; serverText?: string | null; freeTrialDenied?: { licence: string; name: string } };

/** 409 freeTrialDenied: the viewer acknowledges and continues at full price (a plain form post). */
function TrialDenied() {
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  if (!answer) return null;
  if (answer.error) {
    return (
      <p className="pay__message" role="alert" data-testid="purchase-error">
        {answer.serverText ?? keyText(answer.error)}
      </p>
    );
  }
  if (!answer.freeTrialDenied || data.kind !== 'offers') return null;
  return (
    <section className="pay__panel" role="alertdialog" aria-labelledby="trial-denied-title" data-testid="free-trial-denied">
      <h2 id="trial-denied-title">{t('freeTrialDeniedTitle')}</h2>
      <p>{t('freeTrialDeniedText')}</p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="licence" value={answer.freeTrialDenied.licence} />
        <input type="hidden" name="from" value={data.from} />
        <input type="hidden" name="acknowledgeNoFreeTrial" value="true" />
        <button type="submit" className="button button--primary">
          {t('continueFullPrice')}
        </button>
      </Form>
    </section>
  );
}

function Family({ family }: { family: FamilyView }) {
  const t = useT();
  const headingId = `family-${family.id}`;
  return (
    <section className="commerce-family" aria-labelledby={headingId} data-family={family.id}>
      <h2 id={headingId} dir={family.name ? 'auto' : undefined}>
        {family.name || t('purchaseOtherPlans')}
      </h2>
      {family.description ? (
        <p className="commerce-family__description" dir="auto">
          {family.description}
        </p>
      ) : null}
      <ul className="offer-list">
        {family.offers.map((offer) => (
          <Offer key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

function Offer({ offer }: { offer: OfferView }) {
  const t = useT();
  const keyText = useKeyText();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (data.kind !== 'offers') return null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('licence') === offer.id;
  const priceText = offer.free
    ? t('purchaseFree')
    : offer.price && offer.periodKey
      ? t('pricePerPeriod', { price: offer.price, period: keyText(offer.periodKey) })
      : offer.price;
  return (
    <li className="offer" data-licence={offer.id} data-selected={offer.selected}>
      <h3 className="offer__name" dir="auto">
        {offer.name}
      </h3>
      {offer.description ? (
        <p className="offer__description" dir="auto">
          {offer.description}
        </p>
      ) : null}
      {offer.priceBefore ? <p className="offer__before">{t('priceWas', { price: offer.priceBefore })}</p> : null}
      <p className="offer__price" data-testid="offer-price">
        {priceText}
      </p>
      <ul className="offer__tags">
        {offer.trialDays ? <li className="offer__tag">{t('freeTrialDays', { count: offer.trialDays })}</li> : null}
        {offer.discount ? (
          <li className="offer__tag" data-testid="offer-discount">
            {keyText(offer.discount.text.key, offer.discount.text.values)}
            {offer.discount.stateKey ? ` · ${keyText(offer.discount.stateKey)}` : ''}
          </li>
        ) : null}
        {offer.accessUntil ? <li className="offer__tag">{t('purchaseAccessUntil', { date: offer.accessUntil })}</li> : null}
        {offer.strategy === 'PPV' || offer.strategy === 'FIXED_DATE' ? <li className="offer__tag">{t('purchaseOneOff')}</li> : null}
      </ul>
      <div className="offer__actions">
        {offer.held ? (
          <p className="offer__status">{t('purchaseCurrentPlan')}</p>
        ) : offer.lowerTier ? (
          <p className="offer__status">{t('purchaseLowerTier')}</p>
        ) : data.guest ? (
          <Link className={`button ${offer.selected ? 'button--primary' : 'button--ghost'}`} to={data.signupHrefs[offer.id]}>
            {offer.free ? t('purchaseActivateFree', { name: isolate(offer.name) }) : t('purchaseChoose', { name: isolate(offer.name) })}
          </Link>
        ) : (
          <Form method="post" reloadDocument>
            <input type="hidden" name="licence" value={offer.id} />
            <input type="hidden" name="from" value={data.from} />
            {data.workflow ? <input type="hidden" name="workflow" value={data.workflow} /> : null}
            <button type="submit" className={`button ${offer.selected ? 'button--primary' : 'button--ghost'}`} disabled={busy}>
              {offer.free ? t('purchaseActivateFree', { name: isolate(offer.name) }) : t('purchaseChoose', { name: isolate(offer.name) })}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export const meta = labelledMeta('purchaseTitle', 'Choose your plan');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
