/**
 * The files of a new, minimal, valid realm (what `npm run realms:new <id>` writes): settings
 * with a theme that passes the contrast rule, menus, English labels for each of its locales
 * (the operator translates them), a home page, the sign-up form and a text logo. It serves at
 * once on http://<id>.localhost:<port> while the stack runs: the platform watches realms/ and
 * the web reads the platform's realm directory every second.
 */
import { EN_LABELS } from '../app/labels/en';
import { DEFAULT_SIGNUP_FORM } from '../schemas/default-forms';
import { REALM_ID_PATTERN } from '../schemas/check-realms';

/** Locales written right to left (realm.json rtlLocales). */
const RTL = new Set(['ar', 'fa', 'he', 'ur']);

export interface ScaffoldOptions {
  /** Locales, the first is the default (`en` when none). */
  locales?: string[];
}

const titleCase = (id: string) =>
  id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

const schema = (depth: number, kind: string) => `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`;

/** Path (inside the repository) → file text. */
export function scaffoldRealm(id: string, options: ScaffoldOptions = {}): Record<string, string> {
  if (!REALM_ID_PATTERN.test(id)) throw new Error(`"${id}" is not a realm id: lower-case letters, digits and - (it becomes the host ${id}.localhost).`);
  const locales = options.locales?.length ? options.locales : ['en'];
  const name = titleCase(id);
  // The product's English for every key, in each locale's file: the text a translator starts from.
  const labels: Record<string, string> = { ...EN_LABELS };
  Object.assign(labels, { menuHome: 'Home', menuLiveNow: 'Live now', menuGuide: 'Guide' });

  const realm = {
    $schema: schema(2, 'realm'),
    name,
    hosts: [],
    defaultLocale: locales[0],
    locales,
    rtlLocales: locales.filter((l) => RTL.has(l.split('-')[0])),
    defaultCountry: 'GB',
    theme: {
      colours: {
        background: '#10131a',
        surface: '#1a1f2b',
        surfaceRaised: '#242b3b',
        text: '#f4f6fb',
        textMuted: '#a9b1c6',
        accent: '#4f8cff',
        accentHover: '#6fa2ff',
        accentText: '#0b0e14',
        border: '#2e3649',
        live: '#ff4d5e',
        focus: '#ffc23d',
        error: '#ff6b6b',
        success: '#3ad08a',
      },
      fonts: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', heading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      gutters: { mobile: 20, tablet: 70, desktop: 100 },
    },
    logo: { url: `/realms/${id}/logo.svg`, width: 160, height: 40, alt: name },
    layout: 'top',
    defaultPage: 'home',
  };
  const menu = [
    { id: 'home', label: 'menuHome', type: 'SECTION', target: 'home', featured: true },
    { id: 'live-now', label: 'menuLiveNow', type: 'SCREEN', target: 'liveNow', featured: true },
    { id: 'guide', label: 'menuGuide', type: 'SCREEN', target: 'epg', featured: false },
  ];
  const home = {
    $schema: schema(3, 'page'),
    id: 'home',
    title: name,
    heroes: [],
    buckets: [
      { bucketId: 'live-now', name: 'Live now', rowTypeData: { rowType: 'liveNow' }, source: { kind: 'liveNow' } },
      { bucketId: 'latest', name: 'Latest', rowTypeData: { rowType: 'standard' }, source: { kind: 'query', contentType: 'VOD', sort: 'newest' } },
    ],
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: Record<string, string> = {
    [`realms/${id}/realm.json`]: json(realm),
    [`realms/${id}/menus.json`]: json({ $schema: schema(2, 'menus'), WEB: menu, 'MOBILE-WEB': menu }),
    [`realms/${id}/pages/home.json`]: json(home),
    [`realms/${id}/forms/signup.json`]: json({ $schema: schema(3, 'form'), ...DEFAULT_SIGNUP_FORM }),
    [`public/realms/${id}/logo.svg`]: logoSvg(name),
  };
  for (const locale of locales) files[`realms/${id}/labels/${locale}.json`] = json({ $schema: schema(3, 'labels'), ...labels });
  return files;
}

function logoSvg(name: string): string {
  const text = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${text}"><text x="0" y="28" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#f4f6fb">${text}</text></svg>\n`;
}
