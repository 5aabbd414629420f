/**
 * `/preferences`: language (stored on the account; changing it
 * reloads this screen in the new language and its path set, as the language badge does),
 * subtitle and audio language, auto-advance (default on), background autoplay (audio and
 * video / video only / none). A save failure is shown. Works without JS.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useKeyText, useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import accountStyles from './account.css';
import { AccountNav } from './account-nav';
import { accountNavLinks, loadFailed, privateHeaders, requireSignedIn } from './guard.server';
import { BACKGROUND_AUTOPLAY_CHOICES, backgroundAutoplayFrom, preferencesBodyFrom } from './preferences-form';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** Languages offered for subtitles and audio (the media catalogue's tracks and the realms' locales). */
const TRACK_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'pt'] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const answer = await ctx.platform.account.preferences();
  if (!answer.ok) return loadFailed(ctx, answer.error);
  const own = (code: string) => new Intl.DisplayNames([code, 'en'], { type: 'language' }).of(code) ?? code;
  const inViewer = new Intl.DisplayNames([ctx.locale, 'en'], { type: 'language' });
  const prefs = answer.data;
  return json(
    {
      preferences: {
        // The language in effect (the badge's choice wins over the stored one, as everywhere).
        language: ctx.locale,
        subTitleLanguage: prefs.subTitleLanguage ?? 'off',
        audioLanguage: prefs.audioLanguage ?? 'auto',
        autoAdvance: prefs.autoAdvance,
        backgroundAutoplay: backgroundAutoplayFrom(prefs.videoBackgroundAutoPlay, prefs.videoBackgroundAutoPlayAudio),
      },
      // Each site language in its own name, so a viewer finds theirs whatever the page language.
      languages: ctx.settings.locales.filter((l) => l !== 'debug').map((code) => ({ code, name: own(code) })),
      trackLanguages: TRACK_LANGUAGES.map((code) => ({ code, name: inViewer.of(code) ?? code })),
      nav: accountNavLinks(ctx.locale),
      parentalControlPath: pathFor('parentalControl', {}, { locale: ctx.locale }),
      meta: pageMeta(ctx, 'preferences', {}, ''),
    },
    { headers: await privateHeaders(ctx) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const form = await request.formData();
  const body = preferencesBodyFrom(form.entries());
  if (!Object.keys(body).length) return json({ error: 'preferencesSaveFailed' }, { status: 400, headers: await privateHeaders(ctx) });
  const answer = await ctx.platform.account.updatePreferences({ body });
  if (!answer.ok) {
    const status = answer.error.status >= 400 && answer.error.status < 500 ? 400 : 502;
    return json({ error: 'preferencesSaveFailed' }, { status, headers: await privateHeaders(ctx) });
  }
  const headers = await ctx.sessionHeaders();
  // The platform refused a language the realm does not have (400), so it is one of the realm's here.
  const language = body.language;
  if (language && language !== ctx.locale) {
    // Reload in the new language and its path set; the `lang` cookie makes every page follow.
    const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
    headers.append('Set-Cookie', `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`);
    return redirect(pathFor('preferences', {}, { locale: language, query: { saved: '1' } }), { headers });
  }
  return json({ saved: true as const }, { headers });
}

export default function PreferencesRoute() {
  const { preferences, languages, trackLanguages, nav, parentalControlPath } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const t = useT();
  const keyText = useKeyText();
  const busy = navigation.state === 'submitting';
  const saved = (result && 'saved' in result) || (!result && search.get('saved') === '1');
  const labels = { audioAndVideo: 'backgroundAutoplayAudioAndVideo', videoOnly: 'backgroundAutoplayVideoOnly', none: 'backgroundAutoplayNone' } as const;
  return (
    <section className="account-page">
      <AccountNav links={nav} current="preferences" />
      <h1>{t('preferences')}</h1>
      {/* `key` resets the uncontrolled fields to the saved values after a save. */}
      <Form method="post" reloadDocument className="account-form" key={JSON.stringify(preferences)}>
        <label>
          <span>{t('language')}</span>
          <select name="language" defaultValue={preferences.language}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <TrackLanguageSelect
          name="subTitleLanguage"
          label={t('subtitleLanguage')}
          value={preferences.subTitleLanguage}
          none={['off', t('subtitlesOff')]}
          languages={trackLanguages}
        />
        <TrackLanguageSelect
          name="audioLanguage"
          label={t('audioLanguage')}
          value={preferences.audioLanguage}
          none={['auto', t('audioLanguageDefault')]}
          languages={trackLanguages}
        />
        <label className="checkbox-row">
          <input type="hidden" name="autoAdvance" value="false" />
          <input type="checkbox" name="autoAdvance" value="true" defaultChecked={preferences.autoAdvance} />
          <span>{t('autoAdvance')}</span>
        </label>
        <fieldset className="radio-group">
          <legend>{t('backgroundAutoplay')}</legend>
          {BACKGROUND_AUTOPLAY_CHOICES.map((choice) => (
            <label key={choice} className="checkbox-row">
              <input type="radio" name="backgroundAutoplay" value={choice} defaultChecked={preferences.backgroundAutoplay === choice} />
              <span>{t(labels[choice])}</span>
            </label>
          ))}
        </fieldset>
        {result && 'error' in result ? (
          <p className="form-error" role="alert">
            {keyText(result.error)}
          </p>
        ) : null}
        {saved ? (
          <p className="form-success" role="status">
            {t('preferencesSaved')}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('save')}
        </button>
      </Form>
      <p>
        <a href={parentalControlPath}>{t('parentalControl')}</a>
      </p>
    </section>
  );
}

/** A track language preference: the "none" choice first, then the languages streams offer. */
function TrackLanguageSelect(props: {
  name: string;
  label: string;
  value: string;
  none: [string, string];
  languages: ReadonlyArray<{ code: string; name: string }>;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.value}>
        <option value={props.none[0]}>{props.none[1]}</option>
        {props.languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export const meta = labelledMeta('preferences', 'Preferences');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
