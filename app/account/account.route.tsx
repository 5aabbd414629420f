/**
 * `/account`, the account form: name
 * (required), email (read-only), birth date, phone, address; marketing preferences
 * (pristine until toggled, submitted after a save). Forms post and work without JS;
 * with JS, react-hook-form validates with the same zod schema as the action.
 * Editors also get the impersonation form (issue a link for a viewer).
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dateLocale, dateValue } from '../../blocks/fields/rules/date-parts';
import { BirthDateInput, birthDateStyles } from './birth-date-input';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { destroySessionCookie } from '~/session.server';
import { accountFormErrors, accountFormResolver, accountFormSchema, ADDRESS_COUNTRIES, type AccountFormValues } from './account-form';
import accountStyles from './account.css';
import type { Account } from '../../contract/account';
import { accountNavLinks, loadFailed, privateHeaders, requireSignedIn } from './guard.server';
import { toE164 } from './phone.server';
import { AccountNav } from './account-nav';
import { SubscriptionsSection } from '~/subscriptions/subscriptions-section';
import { loadSubscriptions, outcomeFromQuery } from '~/subscriptions/subscriptions.server';
import subscriptionStyles from '~/subscriptions/subscriptions.css';
import { PaymentDetailsSection, PaymentHistorySection } from './payments/payment-sections';
import paymentStyles from './payments/payments.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
  { rel: 'stylesheet', href: paymentStyles },
  { rel: 'stylesheet', href: birthDateStyles },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const user = requireSignedIn(ctx);
  const [answer, subscriptions, subscriptionOutcome] = await Promise.all([
    ctx.platform.account.account(),
    loadSubscriptions(ctx),
    outcomeFromQuery(ctx, ctx.url.searchParams),
  ]);
  if (!answer.ok) return loadFailed(ctx, answer.error);
  const names = new Intl.DisplayNames([ctx.locale, 'en'], { type: 'region' });
  const countries = ADDRESS_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  return json(
    {
      account: answer.data,
      subscriptions,
      /** What a subscription form posted without scripts came back with (subscriptions.server.ts). */
      subscriptionOutcome,
      /** The renewal descriptions' "today" (the browser renders the same words as the server). */
      now: Date.now(),
      locale: ctx.locale,
      countries,
      isEditor: user.rol === 'editor',
      nav: accountNavLinks(ctx.locale),
      /** The locale dates are written in (the realm's country decides for plain English: en-GB writes day first). */
      dateLocale: dateLocale(ctx.locale, ctx.settings.defaultCountry),
      meta: pageMeta(ctx, 'account', {}, ''),
    },
    { headers: await privateHeaders(ctx) },
  );
}

type ActionData =
  | { intent: 'details'; ok: true; account: Account }
  | { intent: 'details'; ok: false; errors: Record<string, string>; values: Record<string, string> }
  | { intent: 'marketing'; ok: boolean; error?: LabelKey }
  | { intent: 'impersonate'; ok: true; link: string; email: string; expiresAt: string }
  | { intent: 'impersonate'; ok: false; error: LabelKey }
  | { intent: 'signOutEverywhere'; ok: false; error: LabelKey };

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const user = requireSignedIn(ctx);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'details');
  const headers = await ctx.sessionHeaders();

  if (intent === 'marketing') {
    // Only the answers the viewer changed are sent (each box carries the answer it was shown
    // with), so a save never overwrites an answer changed elsewhere since the page loaded.
    const names = form.getAll('fieldNames').map(String).slice(0, 20);
    const ticked = new Set(form.getAll('marketing').map(String));
    const shownTicked = new Set(form.getAll('shownTicked').map(String));
    const answers = names
      .filter((fieldName) => ticked.has(fieldName) !== shownTicked.has(fieldName))
      .map((fieldName) => ({ fieldName, answer: ticked.has(fieldName) }));
    if (!answers.length) return json<ActionData>({ intent, ok: true }, { headers });
    const answer = await ctx.platform.account.updateMarketing({ body: { answers } });
    return json<ActionData>({ intent, ok: answer.ok, error: answer.ok ? undefined : 'accountSaveFailed' }, { status: answer.ok ? 200 : 400, headers });
  }

  if (intent === 'signOutEverywhere') {
    // Every session of the account ends on the platform (this one too); then this browser's cookie goes.
    const answer = await ctx.platform.auth.signOutEverywhere();
    if (!answer.ok && answer.error.status !== 401) {
      return json<ActionData>({ intent, ok: false, error: 'signOutEverywhereFailed' }, { status: answer.error.status || 502, headers });
    }
    return redirect(pathFor('login', {}, { locale: ctx.locale }), { headers: { 'Set-Cookie': await destroySessionCookie(ctx.session) } });
  }

  if (intent === 'impersonate') {
    if (user.rol !== 'editor') return json<ActionData>({ intent, ok: false, error: 'impersonateNotAllowed' }, { status: 403, headers });
    const email = String(form.get('email') ?? '')
      .trim()
      .slice(0, 254);
    if (!email) return json<ActionData>({ intent, ok: false, error: 'pleaseProvideYourEmail' }, { status: 400, headers });
    const answer = await ctx.platform.account.issueImpersonation({ body: { email } });
    if (!answer.ok) {
      const error =
        answer.error.code === 'UNKNOWN_USER'
          ? 'impersonateUnknownUser'
          : answer.error.code === 'CANNOT_IMPERSONATE_EDITOR'
            ? 'impersonateEditorRefused'
            : 'accountSaveFailed';
      return json<ActionData>({ intent, ok: false, error }, { status: answer.error.status || 502, headers });
    }
    const link = ctx.url.origin + pathFor('impersonate', { token: answer.data.token });
    return json<ActionData>({ intent, ok: true, link, email, expiresAt: answer.data.expiresAt }, { headers });
  }

  const raw = Object.fromEntries(['name', 'birthDate', 'phoneNumber', 'country', 'line1', 'city', 'postalCode'].map((k) => [k, String(form.get(k) ?? '')]));
  // The birth date comes as day, month and year inputs (BirthDateInput): `yyyy-mm-dd` when all three are filled.
  if (form.has('birthDate.year')) {
    raw.birthDate = dateValue({
      year: String(form.get('birthDate.year') ?? ''),
      month: String(form.get('birthDate.month') ?? ''),
      day: String(form.get('birthDate.day') ?? ''),
    });
  }
  const parsed = accountFormSchema.safeParse(raw);
  const values = raw;
  if (!parsed.success) return json<ActionData>({ intent: 'details', ok: false, errors: accountFormErrors(parsed.error), values }, { status: 400, headers });
  const input = parsed.data;
  let phoneNumber: string | null = null;
  if (input.phoneNumber) {
    phoneNumber = toE164(input.phoneNumber, input.country || ctx.settings.defaultCountry);
    if (!phoneNumber)
      return json<ActionData>({ intent: 'details', ok: false, errors: { phoneNumber: 'accountPhoneInvalid' }, values }, { status: 400, headers });
  }
  const hasAddress = Boolean(input.line1 || input.city || input.postalCode);
  if (hasAddress && !input.country)
    return json<ActionData>({ intent: 'details', ok: false, errors: { country: 'pleaseProvideYourAddress' }, values }, { status: 400, headers });
  const answer = await ctx.platform.account.updateAccount({
    body: {
      name: input.name,
      birthDate: input.birthDate || null,
      phoneNumber,
      address: input.country ? { country: input.country, line1: input.line1, city: input.city, postalCode: input.postalCode } : null,
    },
  });
  if (!answer.ok) {
    const field = answer.error.messages.some((m) => m.startsWith('body/birthDate')) ? 'birthDate' : 'form';
    return json<ActionData>(
      { intent: 'details', ok: false, errors: { [field]: field === 'birthDate' ? 'accountBirthDateInvalid' : 'accountSaveFailed' }, values },
      { status: answer.error.status >= 400 && answer.error.status < 500 ? 400 : 502, headers },
    );
  }
  return json<ActionData>({ intent: 'details', ok: true, account: answer.data }, { headers });
}

function formValues(account: Account): AccountFormValues {
  return {
    name: account.name,
    birthDate: account.details.birthDate ?? '',
    phoneNumber: account.details.phoneNumber ?? '',
    country: account.details.address?.country ?? '',
    line1: account.details.address?.line1 ?? '',
    city: account.details.address?.city ?? '',
    postalCode: account.details.address?.postalCode ?? '',
  };
}

export default function AccountRoute() {
  const { account, subscriptions, subscriptionOutcome, now, locale, countries, isEditor, nav, dateLocale: datesIn } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="account-page">
      <AccountNav links={nav} current="account" />
      <h1>{t('account')}</h1>
      <DetailsForm account={account} countries={countries} dateLocale={datesIn} />
      <SubscriptionsSection subscriptions={subscriptions} outcome={subscriptionOutcome} now={now} locale={datesIn} pathLocale={locale} />
      <MarketingForm answers={account.marketingPreferences} />
      <PaymentDetailsSection />
      <PaymentHistorySection />
      {isEditor ? <ImpersonateForm /> : null}
      <SignOutEverywhereForm />
    </section>
  );
}

function DetailsForm({ account, countries, dateLocale: datesIn }: { account: Account; countries: Array<{ code: string; name: string }>; dateLocale: string }) {
  const t = useT();
  const keyText = useKeyText();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const details = result?.intent === 'details' ? result : null;
  const serverErrors = details && !details.ok ? details.errors : {};
  const defaults = details && !details.ok ? (details.values as AccountFormValues) : formValues(details?.ok ? details.account : account);
  // register() sets values only once hydrated; the explicit defaultValue props put them in the server HTML too (no-JS).
  const { register, handleSubmit, formState, reset } = useForm<AccountFormValues>({ defaultValues: defaults, resolver: accountFormResolver as never });
  useEffect(() => {
    if (details?.ok) reset(formValues(details.account));
  }, [details, reset]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'details';
  const error = (field: keyof AccountFormValues) => formState.errors[field]?.message ?? serverErrors[field];
  const fieldError = (field: keyof AccountFormValues) => {
    const key = error(field);
    return key ? (
      <span className="field-error" id={`${field}-error`} role="alert">
        {keyText(key)}
      </span>
    ) : null;
  };
  const describedBy = (field: keyof AccountFormValues) => (error(field) ? `${field}-error` : undefined);
  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      className="account-form"
      aria-labelledby="account-details-title"
      onSubmit={(event) => {
        // With JS: validate in the browser first; the action validates again either way.
        handleSubmit(() => submit(formRef.current, { method: 'post' }))(event);
      }}
    >
      <h2 id="account-details-title">{t('accountDetails')}</h2>
      <input type="hidden" name="intent" value="details" />
      <label>
        <span>
          {t('accountName')} <span aria-hidden="true">*</span>
        </span>
        <input
          {...register('name')}
          defaultValue={defaults.name}
          autoComplete="name"
          required
          aria-invalid={Boolean(error('name'))}
          aria-describedby={describedBy('name')}
        />
        {fieldError('name')}
      </label>
      <label>
        <span>{t('email')}</span>
        <input name="email" type="email" dir="ltr" value={account.email} readOnly aria-readonly="true" className="input--readonly" />
      </label>
      <div className="account-form__group" role="group" aria-labelledby="birthDate-label">
        <span id="birthDate-label">{t('accountBirthDate')}</span>
        <BirthDateInput
          name="birthDate"
          locale={datesIn}
          defaultValue={defaults.birthDate ?? ''}
          invalid={Boolean(error('birthDate'))}
          describedBy={describedBy('birthDate')}
        />
        {fieldError('birthDate')}
      </div>
      <label>
        <span>{t('accountPhone')}</span>
        <input
          {...register('phoneNumber')}
          defaultValue={defaults.phoneNumber}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          aria-invalid={Boolean(error('phoneNumber'))}
          aria-describedby={describedBy('phoneNumber')}
        />
        {fieldError('phoneNumber')}
      </label>
      <fieldset className="account-form__address">
        <legend>{t('accountAddress')}</legend>
        <label>
          <span>{t('country')}</span>
          <select
            {...register('country')}
            defaultValue={defaults.country}
            autoComplete="country"
            aria-invalid={Boolean(error('country'))}
            aria-describedby={describedBy('country')}
          >
            <option value="">{t('accountNoAddress')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </label>
        <label>
          <span>{t('accountAddressLine1')}</span>
          <input {...register('line1')} defaultValue={defaults.line1} autoComplete="address-line1" />
        </label>
        <div className="account-form__row">
          <label>
            <span>{t('accountCity')}</span>
            <input {...register('city')} defaultValue={defaults.city} autoComplete="address-level2" />
          </label>
          <label>
            <span>{t('accountPostalCode')}</span>
            <input {...register('postalCode')} defaultValue={defaults.postalCode} autoComplete="postal-code" />
          </label>
        </div>
      </fieldset>
      {serverErrors.form ? (
        <p className="form-error" role="alert">
          {keyText(serverErrors.form)}
        </p>
      ) : null}
      {details?.ok ? (
        <p className="form-success" role="status">
          {t('accountSaved')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('save')}
      </button>
    </Form>
  );
}

function MarketingForm({ answers }: { answers: Account['marketingPreferences'] }) {
  const t = useT();
  const keyText = useKeyText();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const marketing = result?.intent === 'marketing' ? result : null;
  // Marketing preferences state: toggling sets pristine false; a save sets pristine and submitted.
  const [state, setState] = useState(() => ({ pristine: true, submitted: Boolean(marketing?.ok) }));
  useEffect(() => {
    if (marketing?.ok) setState({ pristine: true, submitted: true });
  }, [marketing]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'marketing';
  if (!answers.length) return null;
  return (
    <Form method="post" className="account-form" aria-labelledby="marketing-title" onChange={() => setState({ pristine: false, submitted: false })}>
      <h2 id="marketing-title">{t('marketingPreferences')}</h2>
      <input type="hidden" name="intent" value="marketing" />
      {/* Keyed by the answer too: answers refreshed on completion (the page's data is read again
          after a save) remount their box, since a box's default is read only when it mounts. */}
      {answers.map((answer) => (
        <label key={`${answer.fieldName}:${answer.answer}`} className="checkbox-row">
          <input type="hidden" name="fieldNames" value={answer.fieldName} />
          {answer.answer ? <input type="hidden" name="shownTicked" value={answer.fieldName} /> : null}
          <input type="checkbox" name="marketing" value={answer.fieldName} defaultChecked={answer.answer} />
          <span>{keyText(`marketing_${answer.fieldName}`) === `marketing_${answer.fieldName}` ? answer.text : keyText(`marketing_${answer.fieldName}`)}</span>
        </label>
      ))}
      {marketing && !marketing.ok ? (
        <p className="form-error" role="alert">
          {t(marketing.error ?? 'accountSaveFailed')}
        </p>
      ) : null}
      {state.submitted && state.pristine ? (
        <p className="form-success" role="status">
          {t('marketingSaved')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} data-pristine={state.pristine}>
        {t('save')}
      </button>
    </Form>
  );
}

function ImpersonateForm() {
  const t = useT();
  const result = useActionData<typeof action>();
  const impersonate = result?.intent === 'impersonate' ? result : null;
  return (
    <Form method="post" className="account-form" aria-labelledby="impersonate-title">
      <h2 id="impersonate-title">{t('impersonateTitle')}</h2>
      <p className="account-form__hint">{t('impersonateHint')}</p>
      <input type="hidden" name="intent" value="impersonate" />
      <label>
        <span>{t('email')}</span>
        <input name="email" type="email" dir="ltr" autoComplete="off" />
      </label>
      {impersonate && !impersonate.ok ? (
        <p className="form-error" role="alert">
          {t(impersonate.error)}
        </p>
      ) : null}
      {impersonate?.ok ? (
        <p className="form-success" role="status">
          {t('impersonateLinkReady', { email: impersonate.email })}{' '}
          <a href={impersonate.link} className="impersonate-link" data-testid="impersonate-link">
            {impersonate.link}
          </a>
        </p>
      ) : null}
      <button type="submit" className="button">
        {t('impersonateIssue')}
      </button>
    </Form>
  );
}

function SignOutEverywhereForm() {
  const t = useT();
  const result = useActionData<typeof action>();
  const failed = result?.intent === 'signOutEverywhere' ? result : null;
  return (
    <Form method="post" className="account-form" aria-labelledby="sign-out-everywhere-title">
      <h2 id="sign-out-everywhere-title">{t('signOutEverywhere')}</h2>
      <p className="account-form__hint">{t('signOutEverywhereHint')}</p>
      <input type="hidden" name="intent" value="signOutEverywhere" />
      {failed ? (
        <p className="form-error" role="alert">
          {t(failed.error)}
        </p>
      ) : null}
      <button type="submit" className="button">
        {t('signOutEverywhere')}
      </button>
    </Form>
  );
}

export const meta = labelledMeta('account', 'Account');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
