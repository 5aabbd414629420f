/**
 * Language badge for guests: a <details> menu of the realm's
 * locales. Each choice POSTs to /_lang (sets the `lang` cookie) and reloads the same
 * screen written in the new locale's path set. Works without JS.
 */
import { Form, useLocation } from '@remix-run/react';
import { useT } from '~/labels/labels';
import type { RootData } from '~/root-data';

const NAMES: Record<string, string> = { en: 'English', es: 'Español', pt: 'Português', ar: 'العربية', debug: 'Debug' };

export function LanguageBadge({ data }: { data: RootData }) {
  const t = useT();
  const location = useLocation();
  if (data.locales.length < 2) return null;
  return (
    <details className="language-badge">
      <summary aria-label={t('language')}>{data.locale.toUpperCase()}</summary>
      <Form method="post" action="/_lang" reloadDocument className="language-badge__list">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {data.locales.map((locale) => (
          <button key={locale} type="submit" name="lang" value={locale} aria-pressed={locale === data.locale} lang={locale}>
            {NAMES[locale.split('-')[0]] ?? locale}
          </button>
        ))}
      </Form>
    </details>
  );
}
