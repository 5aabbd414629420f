/**
 * `/profiles`: the family's profiles (main account and child profiles). The main account
 * creates, deletes and switches to child profiles; a child profile sees the list only.
 * Switching replaces the session (the previous one is revoked) and goes home.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import accountStyles from './account.css';
import { AccountNav } from './account-nav';
import { accountNavLinks, loadFailed, privateHeaders, replaceSession, requireSignedIn } from './guard.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const answer = await ctx.platform.account.profiles();
  if (!answer.ok) return loadFailed(ctx, answer.error);
  return json({ ...answer.data, nav: accountNavLinks(ctx.locale), meta: pageMeta(ctx, 'profiles', {}, '') }, { headers: await privateHeaders(ctx) });
}

const ERRORS: Record<string, LabelKey> = {
  PROFILE_LIMIT: 'profileLimitReached',
  KIDS_PROFILES_DISABLED: 'kidsProfilesDisabled',
  CHILD_PROFILE: 'childCannotManageProfiles',
  UNKNOWN_PROFILE: 'profileNotFound',
};

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const failed = async (code: string, status: number) =>
    json({ intent, error: ERRORS[code] ?? 'profileSaveFailed' }, { status: status >= 400 && status < 500 ? status : 502, headers: await privateHeaders(ctx) });

  if (intent === 'create') {
    const name = String(form.get('name') ?? '').trim();
    if (!name) return json({ intent, error: 'profileNameRequired' }, { status: 400, headers: await privateHeaders(ctx) });
    const answer = await ctx.platform.account.createProfile({ body: { name: name.slice(0, 60) } });
    if (!answer.ok) return failed(answer.error.code, answer.error.status);
    return redirect(pathFor('profiles', {}, { locale: ctx.locale }), { headers: await ctx.sessionHeaders() });
  }
  const id = String(form.get('id') ?? '');
  if (intent === 'delete') {
    // Deleting is final: the first post asks for confirmation (works without JS as well).
    if (form.get('confirm') !== 'yes') {
      return json({ intent, confirmDelete: { id, name: String(form.get('name') ?? '').slice(0, 60) } }, { headers: await privateHeaders(ctx) });
    }
    const answer = await ctx.platform.account.deleteProfile({ params: { id } });
    if (!answer.ok) return failed(answer.error.code, answer.error.status);
    return redirect(pathFor('profiles', {}, { locale: ctx.locale }), { headers: await ctx.sessionHeaders() });
  }
  if (intent === 'switch') {
    const answer = await ctx.platform.account.switchProfile({ params: { id } });
    if (!answer.ok) return failed(answer.error.code, answer.error.status);
    const cookie = await replaceSession(ctx, answer.data);
    if (!cookie) return failed('', 502);
    return redirect(pathFor('home', {}, { locale: ctx.locale }), { headers: { 'Set-Cookie': cookie } });
  }
  return json({ intent, error: 'profileSaveFailed' }, { status: 400 });
}

export default function ProfilesRoute() {
  const { profiles, canManage, kidsProfiles, maxProfiles, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const keyText = useKeyText();
  const busy = navigation.state !== 'idle';
  const canAdd = canManage && kidsProfiles && profiles.length < maxProfiles;
  return (
    <section className="account-page">
      <AccountNav links={nav} current="profiles" />
      <h1>{t('profiles')}</h1>
      <ul className="profile-list" aria-label={t('profiles')}>
        {profiles.map((profile) => (
          <li key={profile.id} className="profile-card" data-testid="profile">
            <div>
              <div className="profile-card__name">{profile.name || t('profileUnnamed')}</div>
              <div className="profile-card__kind">
                {t(profile.kind === 'CHILD' ? 'childProfile' : 'mainProfile')}
                {profile.current ? ` · ${t('currentProfile')}` : ''}
              </div>
            </div>
            {canManage && !profile.current ? (
              <div className="profile-card__actions">
                <Form method="post">
                  <input type="hidden" name="intent" value="switch" />
                  <input type="hidden" name="id" value={profile.id} />
                  <button type="submit" className="button button--primary" disabled={busy} aria-label={t('switchToProfile', { name: profile.name })}>
                    {t('switchProfile')}
                  </button>
                </Form>
                {profile.kind === 'CHILD' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={profile.id} />
                    <input type="hidden" name="name" value={profile.name} />
                    <button type="submit" className="button" disabled={busy} aria-label={t('deleteProfileNamed', { name: profile.name })}>
                      {t('deleteProfile')}
                    </button>
                  </Form>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {result && 'error' in result && result.error ? (
        <p className="form-error" role="alert">
          {keyText(result.error)}
        </p>
      ) : null}
      {result && 'confirmDelete' in result && result.confirmDelete ? (
        <Form method="post" className="account-form" role="alertdialog" aria-labelledby="confirm-delete-title">
          <h2 id="confirm-delete-title">{t('deleteProfileConfirm', { name: result.confirmDelete.name })}</h2>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <input type="hidden" name="id" value={result.confirmDelete.id} />
          <div className="profile-card__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('deleteProfile')}
            </button>
            <a className="button" href={nav.profiles}>
              {t('cancel')}
            </a>
          </div>
        </Form>
      ) : null}
      {canAdd ? (
        <Form method="post" className="account-form" aria-labelledby="new-profile-title">
          <h2 id="new-profile-title">{t('addChildProfile')}</h2>
          <input type="hidden" name="intent" value="create" />
          <label>
            <span>
              {t('profileName')} <span aria-hidden="true">*</span>
            </span>
            <input name="name" maxLength={60} required autoComplete="off" />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('createProfile')}
          </button>
        </Form>
      ) : (
        <p className="muted">{t(!canManage ? 'childCannotManageProfiles' : !kidsProfiles ? 'kidsProfilesDisabled' : 'profileLimitReached')}</p>
      )}
    </section>
  );
}

export const meta = labelledMeta('profiles', 'Profiles');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
