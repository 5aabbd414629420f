/**
 * /signup: the sign-up stages in the login layout. The form is
 * the realm's data (forms/signup.json): field blocks, then consent term blocks.
 *
 * With JS the stages show one at a time: "Continue" checks the details in the browser
 * (react-hook-form with the shared rules), the consent stage enables "Create account" only
 * when every required choice is ticked. Without JS both stages show on one page and one
 * plain POST carries everything; the action validates with the zod schema built from the
 * same rules and shows the problems on the right stage. The login stage is the sign-in
 * link (carrying the query; back to sign-up when the flow must continue to purchase).
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { consentAnswers, consentDefault, missingConsents, type ConsentTermLike } from '../../blocks/consent/rules';
import { inputNames } from '../../blocks/fields/rules/form-rules';
import { LoginLayout, loginStylesHref } from '~/auth/login-layout';
import { loginLayoutData } from '~/auth/login-page.server';
import { carriedQuery, signInTarget } from '~/auth/login-query';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { ConsentTerms, FormEnvironment, FormFields } from '~/forms/form-fields';
import { loadForm } from '~/forms/form-model.server';
import { useDataForm } from '~/forms/use-data-form';
import { ProviderButtons } from '~/identity/provider-buttons';
import { providerSignInLinks } from '~/identity/provider-links.server';
import { useKeyText, useT } from '~/labels/labels';
import { matchScreen, pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { BUILT_STAGES, entryStaysOnSignup, initialSignupState, signupReducer } from './signup-flow';
import { signUp, SIGNUP_FORM_ID, type SignupProblem } from './signup.server';

import formsStylesHref from '~/forms/forms.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: loginStylesHref },
  { rel: 'stylesheet', href: formsStylesHref },
];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const query = ctx.url.searchParams;
  if (ctx.user && !ctx.user.isGuest) throw redirect(signInTarget(query, ctx.locale));
  const layout = loginLayoutData(ctx, 'signup');
  const meta = pageMeta(ctx, 'signup', {}, '');
  if (!ctx.settings.features.selfRegistration) {
    return json({ disabled: true as const, layout, meta }, { status: 403, headers: NO_STORE });
  }
  const form = await loadForm(ctx, SIGNUP_FORM_ID);
  if (!form.ok) throw json({ code: form.error.code, messages: form.error.messages }, { status: form.status, headers: NO_STORE });

  const entryPage = safeRedirect(query.get('entryPage'), '');
  const stayOnSignup = entryStaysOnSignup(query, entryPage ? (matchScreen(entryPage)?.screen ?? null) : null);
  // The login stage: an existing account signs in; a flow that continues to purchase comes back here.
  const carried = carriedQuery(query);
  const signupHere = `${ctx.url.pathname}${ctx.url.search}`;
  const loginHref = pathFor('login', {}, { locale: ctx.locale, query: stayOnSignup ? { ...carried, from: signupHere } : carried });
  return json(
    {
      disabled: false as const,
      layout,
      meta,
      model: form.model,
      locale: ctx.locale,
      dir: ctx.dir,
      stayOnSignup,
      loginHref,
      // Identity providers that allow sign-up (their SIGNUP flow): server-written links.
      providers: providerSignInLinks(ctx, { signup: true }),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  if (!ctx.settings.features.selfRegistration)
    return json({ stage: 'signup', values: {}, errors: {}, formError: 'signUpDisabled' } satisfies SignupProblem, { status: 403 });
  const form = await loadForm(ctx, SIGNUP_FORM_ID);
  if (!form.ok) return json({ stage: 'signup', values: {}, errors: {}, formError: 'sorrySomethingWentWrong' } satisfies SignupProblem, { status: form.status });
  const outcome = await signUp(ctx, form.model, await request.formData());
  if (!outcome.ok) return json(outcome.problem, { status: outcome.status });
  // Not signed in here: the same answer comes for an email that already has an account, so
  // the viewer confirms from the mail, then signs in (the mail says which case it was).
  return json({ confirmationSent: true } as const);
}

/** True after hydration: before it (and without JS) every stage shows on one page. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function SignupRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { confirmationSent?: true } | undefined;
  const t = useT();
  if (answer?.confirmationSent && !data.disabled) return <ConfirmationSent />;
  if (data.disabled) {
    return (
      <LoginLayout layout={data.layout}>
        <p className="form-error" role="alert">
          {t('signUpDisabled')}
        </p>
      </LoginLayout>
    );
  }
  return <SignupStages />;
}

function ConfirmationSent() {
  const { layout, loginHref } = useLoaderData<typeof loader>() as { layout: Parameters<typeof LoginLayout>[0]['layout']; loginHref: string };
  const t = useT();
  return (
    <LoginLayout layout={layout}>
      <p className="form-success" role="status" data-testid="signup-check-email">
        {t('checkYourEmail')}
      </p>
      <p>
        <a href={loginHref}>{t('signIn')}</a>
      </p>
    </LoginLayout>
  );
}

function SignupStages() {
  const data = useLoaderData<typeof loader>();
  if (data.disabled) throw new Error('unreachable');
  const { model, layout, locale, dir, loginHref } = data;
  const answer = useActionData<typeof action>() as SignupProblem | { confirmationSent: true } | undefined;
  const problem = answer && 'stage' in answer ? answer : undefined;
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const [state, dispatch] = useReducer(signupReducer, { stayOnSignup: data.stayOnSignup }, initialSignupState);
  const { formRef, onChange, onSubmit, errorFor, validateOnly } = useDataForm(model.rules, problem?.errors);

  const terms = useMemo(() => model.consent.map((b) => b.props as unknown as ConsentTermLike), [model.consent]);
  const initialConsent = useMemo(
    () => problem?.consent ?? Object.fromEntries(terms.map((term) => [term.fieldName, consentDefault(term)])),
    [problem?.consent, terms],
  );
  const [missing, setMissing] = useState(() => missingConsents(terms, initialConsent));
  const readConsent = () => {
    const form = formRef.current;
    if (form)
      setMissing(
        missingConsents(
          terms,
          consentAnswers(terms, (name) => new FormData(form).getAll(name)),
        ),
      );
  };

  // The server answered with a problem: show its stage.
  useEffect(() => {
    if (problem?.stage) dispatch({ type: 'goTo', stage: problem.stage });
  }, [problem]);

  const heading = useRef<HTMLParagraphElement>(null);
  const showStage = (stage: 'signup' | 'consent') => !hydrated || state.stage === stage;
  const continueToConsent = async () => {
    const names = model.rules.flatMap((rule) => inputNames(rule));
    if (await validateOnly(names)) {
      dispatch({ type: 'continue' });
      requestAnimationFrame(() => heading.current?.focus());
    }
  };
  const stageNumber = BUILT_STAGES.indexOf(state.stage) + 1;
  // Read on the server's render too, so the document's lean labels carry the progress line shown once hydrated.
  const progress = t('signUpStageOf', { current: stageNumber, total: BUILT_STAGES.length });
  const values = problem?.values ?? {};

  return (
    <LoginLayout
      layout={layout}
      footer={
        <>
          {data.providers.length ? <ProviderButtons links={data.providers} /> : null}
          <Link to={loginHref} className="signup__login-link">
            {t('alreadyHaveAccount')}
          </Link>
        </>
      }
    >
      <FormEnvironment locale={locale} dir={dir}>
        <Form
          method="post"
          noValidate
          ref={formRef}
          onChange={onChange}
          onSubmit={onSubmit}
          className="data-form signup"
          data-stage={hydrated ? state.stage : 'all'}
        >
          {hydrated ? (
            <p className="data-form__progress" ref={heading} tabIndex={-1} aria-live="polite">
              {progress}
            </p>
          ) : null}
          {state.captchaToken ? <input type="hidden" name="captchaToken" value={state.captchaToken} /> : null}
          <fieldset className="data-form__stage" data-stage-name="signup" hidden={!showStage('signup')}>
            <legend className="visually-hidden">{keyText(model.title)}</legend>
            <FormFields model={model} values={values} errorFor={errorFor} />
            {hydrated ? (
              <button type="button" className="button button--primary button--block" onClick={continueToConsent}>
                {keyText(model.submit)}
              </button>
            ) : null}
          </fieldset>
          <fieldset className="data-form__stage" data-stage-name="consent" hidden={!showStage('consent')}>
            <legend className="data-form__legend">{t('signUpConsentTitle')}</legend>
            <ConsentTerms terms={model.consent} checked={problem?.consent} onToggle={readConsent} />
            {problem?.formError ? (
              <p className="form-error" role="alert">
                {keyText(problem.formError)}
              </p>
            ) : null}
            <div className="data-form__actions">
              {hydrated ? (
                <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'back' })}>
                  {t('back')}
                </button>
              ) : null}
              <button
                type="submit"
                className="button button--primary"
                disabled={busy || (hydrated && missing.length > 0)}
                aria-describedby={missing.length ? 'signup-consent-hint' : undefined}
              >
                {t('createAccount')}
              </button>
            </div>
            {hydrated && missing.length ? (
              <p id="signup-consent-hint" className="data-form__hint">
                {t('consentRequired')}
              </p>
            ) : null}
          </fieldset>
        </Form>
      </FormEnvironment>
    </LoginLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  const [, ...rest] = metaFrom(data?.meta);
  return [{ title: root?.labels?.signUpTitle ?? 'Sign up' }, ...rest];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
