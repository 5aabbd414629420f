/**
 * Offline check of every realm under realms/: each file against its JSON Schema (ajv,
 * JSON-pointer errors), the zod refinements JSON Schema cannot express, and
 * cross-file checks (menu targets, default pages, section links, locales).
 * Used by `npm run realms:check` (scripts/realms-check.ts) and by the running platform
 * (platform/realms/store.ts), which serves a realm only when this finds no problem: one
 * validator, the same messages in both places.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { undeclaredLocales } from '../contract/localised-text';
import { documentSchemas } from './index';
import { isMenuScreen } from './menu-screens';
import { validateDocument, type ValidatedKind, type ValidationError } from './validate';

export interface FileReport {
  file: string;
  errors: ValidationError[];
}
/** The documents as read (unknown shape when invalid): what a server builds the realm from once the report is clean. */
export interface RealmDocuments {
  settings: unknown;
  menus: unknown;
  labels: Record<string, unknown>;
  pages: Record<string, unknown>;
  forms: Record<string, unknown>;
  plugins: unknown;
}
export interface RealmReport {
  realm: string;
  files: FileReport[];
  errorCount: number;
  documents: RealmDocuments;
}

export interface CheckOptions {
  /** Whether a SCREEN menu item's target names a screen; the default is the app's route table (schemas/menu-screens.ts). */
  isScreen?: (target: string) => boolean;
}

function readJson(path: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
}

function checkFile(path: string, kind: ValidatedKind): { errors: ValidationError[]; value: unknown } {
  const read = readJson(path);
  if (!read.ok) return { errors: [{ pointer: '', message: read.error }], value: undefined };
  const result = validateDocument(kind, read.value);
  if (!result.ok) return { errors: result.errors, value: read.value };
  // Refinements (cross-field rules) only zod knows about.
  const parsed = documentSchemas[kind].safeParse(read.value);
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        pointer: issue.path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''),
        message: issue.message,
      }));
  return { errors, value: read.value };
}

interface MenuItemLike {
  id?: string;
  label?: string;
  type?: string;
  target?: string;
  children?: MenuItemLike[];
}

/** A text written for a locale the realm does not serve would never be shown: refused where it is written. */
function undeclaredLocaleError(pointer: string, locale: string, locales: string[]): ValidationError {
  return { pointer, message: `"${locale}" is not one of the realm's locales (${locales.join(', ') || 'none in realm.json'}).` };
}

export function checkRealm(realmDir: string, options: CheckOptions = {}): RealmReport {
  const realm = basename(realmDir);
  const isScreen = options.isScreen ?? isMenuScreen;
  const files: FileReport[] = [];
  const documents: RealmDocuments = { settings: undefined, menus: undefined, labels: {}, pages: {}, forms: {}, plugins: undefined };
  const rel = (p: string) => relative(join(realmDir, '..', '..'), p) || p;
  const add = (file: string, errors: ValidationError[]) => {
    if (errors.length) files.push({ file: rel(file), errors });
  };

  if (!REALM_ID_PATTERN.test(realm)) {
    add(realmDir, [{ pointer: '', message: 'A realm folder name is lower-case letters, digits and - (it is also the host <id>.localhost).' }]);
  }

  // Pages first: the other files refer to them.
  const pagesDir = join(realmDir, 'pages');
  const pageIds = new Set<string>();
  const pages: Array<{ file: string; value: any }> = [];
  if (existsSync(pagesDir)) {
    for (const name of readdirSync(pagesDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = join(pagesDir, name);
      const { errors, value } = checkFile(file, 'page');
      const id = name.slice(0, -'.json'.length);
      pageIds.add(id);
      if (value && typeof value === 'object' && (value as { id?: unknown }).id !== id) {
        errors.push({ pointer: '/id', message: `The page id must equal the file name ("${id}").` });
      }
      add(file, errors);
      pages.push({ file, value });
      documents.pages[id] = value;
    }
  } else {
    add(pagesDir, [{ pointer: '', message: 'Missing pages/ folder.' }]);
  }

  // realm.json
  const realmFile = join(realmDir, 'realm.json');
  let settings: any = null;
  if (existsSync(realmFile)) {
    const { errors, value } = checkFile(realmFile, 'realm');
    settings = value;
    documents.settings = value;
    if (settings && typeof settings === 'object') {
      if (typeof settings.defaultPage === 'string' && !pageIds.has(settings.defaultPage)) {
        errors.push({ pointer: '/defaultPage', message: `No page "${settings.defaultPage}" in pages/.` });
      }
      if (typeof settings.notFoundPage === 'string' && !pageIds.has(settings.notFoundPage)) {
        errors.push({ pointer: '/notFoundPage', message: `No page "${settings.notFoundPage}" in pages/.` });
      }
    }
    add(realmFile, errors);
  } else {
    add(realmFile, [{ pointer: '', message: 'Missing realm.json.' }]);
  }

  // labels/<locale>.json: one per locale, and nothing else.
  const labelsDir = join(realmDir, 'labels');
  const labelKeysByLocale = new Map<string, Set<string>>();
  const locales: string[] = Array.isArray(settings?.locales) ? settings.locales : [];
  if (existsSync(labelsDir)) {
    for (const name of readdirSync(labelsDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = join(labelsDir, name);
      const { errors, value } = checkFile(file, 'labels');
      const locale = name.slice(0, -'.json'.length);
      if (locales.length && !locales.includes(locale) && locale !== 'debug') {
        errors.push({ pointer: '', message: `Locale "${locale}" is not in realm.json locales.` });
      }
      if (value && typeof value === 'object') labelKeysByLocale.set(locale, new Set(Object.keys(value as object)));
      documents.labels[locale] = value;
      add(file, errors);
    }
  }
  // A locale without its own file is fine: its viewers read the realm's English, then the
  // product's (the missing labels are listed by label-coverage.ts, not refused here).

  // menus.json: targets must exist, labels must have English text.
  const menusFile = join(realmDir, 'menus.json');
  if (existsSync(menusFile)) {
    const { errors, value } = checkFile(menusFile, 'menus');
    documents.menus = value;
    if (value && typeof value === 'object') {
      for (const platform of ['WEB', 'MOBILE-WEB']) {
        const items = (value as Record<string, unknown>)[platform];
        if (!Array.isArray(items)) continue;
        const ids = new Set<string>();
        const walk = (list: MenuItemLike[], pointer: string) =>
          list.forEach((item, i) => {
            const here = `${pointer}/${i}`;
            if (item.id) {
              if (ids.has(item.id)) errors.push({ pointer: `${here}/id`, message: `Duplicate menu id "${item.id}".` });
              ids.add(item.id);
            }
            if ((item.type === 'SECTION' || item.type === 'PAGE') && item.target && !pageIds.has(item.target)) {
              errors.push({ pointer: `${here}/target`, message: `No page "${item.target}" in pages/.` });
            }
            if (item.type === 'SCREEN' && item.target && !isScreen(item.target)) {
              errors.push({ pointer: `${here}/target`, message: `Unknown screen "${item.target}" (see app/routing/route-table.ts).` });
            }
            if (item.type === 'LINK' && item.target && !/^(https?:\/\/|\/(?!\/))/.test(item.target)) {
              errors.push({ pointer: `${here}/target`, message: 'A LINK target is an http(s) URL or a path starting with /.' });
            }
            // A menu label is the realm's own key: its English text is the last fallback, so
            // without it a viewer would read the raw key.
            if (item.label && !labelKeysByLocale.get('en')?.has(item.label)) {
              errors.push({ pointer: `${here}/label`, message: `Label "${item.label}" is missing in labels/en.json. Every locale falls back to it.` });
            }
            if (Array.isArray(item.children)) walk(item.children, `${here}/children`);
          });
        walk(items as MenuItemLike[], `/${platform}`);
      }
    }
    add(menusFile, errors);
  } else {
    add(menusFile, [{ pointer: '', message: 'Missing menus.json.' }]);
  }

  // Section-link sources and SECTION CTAs must point at existing pages.
  for (const { file, value } of pages) {
    if (!value || typeof value !== 'object') continue;
    const errors: ValidationError[] = [];
    (Array.isArray(value.buckets) ? value.buckets : []).forEach((bucket: any, i: number) => {
      if (bucket?.source?.kind === 'sections' && Array.isArray(bucket.source.ids)) {
        bucket.source.ids.forEach((id: unknown, k: number) => {
          if (typeof id === 'string' && !pageIds.has(id)) errors.push({ pointer: `/buckets/${i}/source/ids/${k}`, message: `No page "${id}" in pages/.` });
        });
      }
      for (const cta of ['primaryCta', 'secondaryCta']) {
        const link = bucket?.rowTypeData?.[cta]?.link;
        if (link?.type === 'SECTION' && typeof link.name === 'string' && !pageIds.has(link.name)) {
          errors.push({ pointer: `/buckets/${i}/rowTypeData/${cta}/link/name`, message: `No page "${link.name}" in pages/.` });
        }
      }
    });
    for (const { pointer, locale } of undeclaredLocales(value, locales)) errors.push(undeclaredLocaleError(pointer, locale, locales));
    (Array.isArray(value.heroes) ? value.heroes : []).forEach((hero: any, i: number) => {
      for (const button of ['primaryButton', 'secondaryButton']) {
        const link = hero?.[button]?.link;
        if (link?.type === 'SECTION' && typeof link.name === 'string' && !pageIds.has(link.name)) {
          errors.push({ pointer: `/heroes/${i}/${button}/link/name`, message: `No page "${link.name}" in pages/.` });
        }
      }
    });
    if (errors.length) {
      const existing = files.find((f) => f.file === rel(file));
      if (existing) existing.errors.push(...errors);
      else add(file, errors);
    }
  }

  // forms/<id>.json (optional): each form against its schema, its id matching the file name.
  const formsDir = join(realmDir, 'forms');
  if (existsSync(formsDir)) {
    for (const name of readdirSync(formsDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = join(formsDir, name);
      const { errors, value } = checkFile(file, 'form');
      const id = (value as { id?: unknown } | undefined)?.id;
      if (value && id !== name.replace(/\.json$/, '')) errors.push({ pointer: '/id', message: `Must be "${name.replace(/\.json$/, '')}" (the file name).` });
      documents.forms[name.replace(/\.json$/, '')] = value;
      if (errors.length) add(file, errors);
    }
  }

  // plugins.json (optional)
  const pluginsFile = join(realmDir, 'plugins.json');
  if (existsSync(pluginsFile)) {
    const { errors, value } = checkFile(pluginsFile, 'plugins');
    documents.plugins = value;
    for (const { pointer, locale } of undeclaredLocales(value, locales)) errors.push(undeclaredLocaleError(pointer, locale, locales));
    add(pluginsFile, errors);
  }

  return { realm, files, errorCount: files.reduce((n, f) => n + f.errors.length, 0), documents };
}

/** A realm folder name: lower-case letters, digits and -, as in host names (`<id>.localhost`). */
export const REALM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function checkRealms(realmsDir: string, options: CheckOptions = {}): RealmReport[] {
  return readdirSync(realmsDir)
    .filter((name) => statSync(join(realmsDir, name)).isDirectory())
    .sort()
    .map((name) => checkRealm(join(realmsDir, name), options));
}

export function formatReport(reports: RealmReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    lines.push(report.errorCount === 0 ? `✔ ${report.realm}: all files valid` : `✘ ${report.realm}: ${report.errorCount} problem(s)`);
    for (const file of report.files) {
      lines.push(`  ${file.file}`);
      for (const error of file.errors) lines.push(`    ${error.pointer || '/'}  ${error.message}`);
    }
  }
  return lines.join('\n');
}
