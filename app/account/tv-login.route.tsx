/**
 * `/tv-login/{tvAuthType?}`: a signed-in viewer enters the short code their TV shows; the
 * TV's next poll receives a session (platform `POST /tv/pair`, docs/platform-contract.md).
 * `?code=` prefills the code (a TV may show a QR code of this page). The only pairing type
 * is the short code, so `tvAuthType` is `code` or absent **(chosen)**; anything else is 404.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';
import accountStyles from './account.css';
import { AccountNav } from './account-nav';
import { accountNavLinks, privateHeaders, requireSignedIn } from './guard.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

function checkType(tvAuthType: string | undefined) {
  if (tvAuthType !== undefined && tvAuthType !== 'code') throw new Response('Unknown TV sign-in type', { status: 404 });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  checkType(params.tvAuthType);
  const ctx = context;
  requireSignedIn(ctx);
  const code = (ctx.url.searchParams.get('code') ?? '')
    .replace(/[^A-Za-z-]/g, '')
    .slice(0, 9)
    .toUpperCase();
  return json({ code, nav: accountNavLinks(ctx.locale), meta: pageMeta(ctx, 'tvLogin', {}, '') }, { headers: await privateHeaders(ctx) });
}

const ERRORS: Record<string, LabelKey> = {
  UNKNOWN_CODE: 'tvCodeUnknown',
  CODE_EXPIRED: 'tvCodeExpired',
  CODE_ALREADY_USED: 'tvCodeUsed',
  TOO_MANY_ATTEMPTS: 'tvCodeTooManyAttempts',
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  checkType(params.tvAuthType);
  const ctx = context;
  requireSignedIn(ctx);
  const form = await request.formData();
  const code = String(form.get('code') ?? '')
    .trim()
    .slice(0, 20);
  if (!code.replace(/[^A-Za-z]/g, '')) return json({ ok: false as const, error: 'tvCodeRequired', code }, { status: 400, headers: await privateHeaders(ctx) });
  const answer = await ctx.platform.account.tvPair({ body: { userCode: code } });
  if (!answer.ok) {
    const status = answer.error.status >= 400 && answer.error.status < 500 ? answer.error.status : 502;
    return json({ ok: false as const, error: ERRORS[answer.error.code] ?? 'sorrySomethingWentWrong', code }, { status, headers: await privateHeaders(ctx) });
  }
  return json({ ok: true as const, deviceName: answer.data.deviceName }, { headers: await privateHeaders(ctx) });
}

export default function TvLoginRoute() {
  const { code, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const keyText = useKeyText();
  return (
    <section className="account-page">
      <AccountNav links={nav} current="tvLogin" />
      <h1>{t('tvLoginTitle')}</h1>
      {result?.ok ? (
        <p className="form-success account-form" role="status">
          {result.deviceName ? t('tvPairedNamed', { device: result.deviceName }) : t('tvPaired')}
        </p>
      ) : (
        <Form method="post" className="account-form" noValidate>
          <p className="account-form__hint">{t('tvLoginHint')}</p>
          <label>
            <span>
              {t('tvCode')} <span aria-hidden="true">*</span>
            </span>
            <input
              name="code"
              className="tv-code-input"
              dir="ltr"
              defaultValue={result && !result.ok ? result.code : code}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              placeholder="XXXX-XXXX"
              required
              aria-invalid={Boolean(result && !result.ok)}
            />
          </label>
          {result && !result.ok ? (
            <p className="form-error" role="alert">
              {keyText(result.error)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
            {t('tvConnect')}
          </button>
        </Form>
      )}
    </section>
  );
}

export const meta = labelledMeta('tvLoginTitle', 'Sign in on your TV');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
