/**
 * The realm store: loads `realms/<realm>/` (realm.json, menus.json, labels/<locale>.json,
 * pages/*.json, plugins.json), validates every document, and keeps one immutable snapshot
 * per realm. While running it watches the folder; a changed realm is reloaded as a whole
 * and swapped in only when every file is valid. An invalid change is refused with a report
 * (file, JSON pointer, message) in the log and the last good snapshot keeps serving.
 */
import { existsSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { MAX_JSON_DEPTH, tooDeepAt } from '../../schemas/json-bounds.js';
import { RealmValidator, formatProblems, type RealmDocKind, type ValidationProblem } from './validate.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface RealmSnapshot {
  id: string;
  /** realm.json without `$schema`. */
  settings: JsonObject;
  defaultLocale: string;
  /** `{ WEB: [...], 'MOBILE-WEB': [...] }` */
  menus: Record<string, Json[]>;
  /** locale → key → text */
  labels: Record<string, Record<string, string>>;
  /** pageId → page document (without `$schema`) */
  pages: Record<string, JsonObject>;
  /** plugin id → `{ id, type, props }` */
  plugins: Record<string, JsonObject>;
  /** form id → form document (forms/<id>.json, without `$schema`): fields and consent terms. */
  forms: Record<string, JsonObject>;
  loadedAt: Date;
}

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

const REALM_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

class RealmLoadError extends Error {
  constructor(readonly problems: ValidationProblem[]) {
    super(formatProblems(problems));
  }
}

export class RealmStore {
  private snapshots = new Map<string, RealmSnapshot>();
  private watcher: FSWatcher | null = null;
  private schemaWatcher: FSWatcher | null = null;
  private timers = new Map<string, NodeJS.Timeout>();
  private readonly validator: RealmValidator;
  private listeners = new Set<(realm: string) => void>();

  constructor(
    readonly realmsDir: string,
    private readonly schemasDir: string,
    private readonly log: Logger,
  ) {
    this.validator = new RealmValidator(schemasDir, (m) => log.warn(m));
  }

  get(realmId: string): RealmSnapshot | undefined {
    return this.snapshots.get(realmId.toLowerCase());
  }

  list(): RealmSnapshot[] {
    return [...this.snapshots.values()];
  }

  /** Called after a realm was (re)loaded successfully. Returns an unsubscribe function. */
  onChange(listener: (realm: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads every realm folder; invalid realms are reported and left out. */
  loadAll() {
    if (!existsSync(this.realmsDir)) {
      this.log.warn(`Realms folder ${this.realmsDir} does not exist: no realms are served`);
      return;
    }
    for (const entry of readdirSync(this.realmsDir, { withFileTypes: true })) {
      if (entry.isDirectory() && REALM_ID.test(entry.name)) this.reload(entry.name);
    }
    if (this.snapshots.size === 0) this.log.warn(`No valid realm in ${this.realmsDir}`);
  }

  /** Reloads one realm; returns true when the new version was accepted. */
  reload(realmId: string): boolean {
    const dir = join(this.realmsDir, realmId);
    if (!existsSync(dir)) {
      if (this.snapshots.delete(realmId)) this.log.info(`Realm ${realmId} removed`);
      return false;
    }
    try {
      const snapshot = this.loadRealm(realmId, dir);
      const had = this.snapshots.has(realmId);
      this.snapshots.set(realmId, snapshot);
      this.log.info(`Realm ${realmId} ${had ? 'reloaded' : 'loaded'}`);
      for (const listener of this.listeners) listener(realmId);
      return true;
    } catch (error) {
      const report = error instanceof RealmLoadError ? error.message : `  ${(error as Error).message}`;
      const keeping = this.snapshots.has(realmId) ? 'the last good version keeps serving' : 'the realm is not served';
      this.log.error(`Realm ${realmId} refused (${keeping}):\n${report}`);
      return false;
    }
  }

  /** Watches the realms folder (debounced per realm). */
  watch(debounceMs = 150) {
    if (this.watcher || !existsSync(this.realmsDir)) return;
    try {
      this.watcher = watch(this.realmsDir, { recursive: true }, (_event, filename) => {
        if (!filename) return;
        const realmId = String(filename).split(/[\\/]/)[0];
        if (!REALM_ID.test(realmId)) return;
        clearTimeout(this.timers.get(realmId));
        this.timers.set(
          realmId,
          setTimeout(() => {
            this.timers.delete(realmId);
            this.reload(realmId);
          }, debounceMs),
        );
      });
      this.watcher.on('error', (error) => this.log.warn(`Realm watcher stopped: ${error.message}`));
    } catch (error) {
      this.log.warn(`Cannot watch ${this.realmsDir}: ${(error as Error).message}; realm edits need a restart`);
    }
    this.watchSchemas(debounceMs);
  }

  /** Regenerated schemas apply at once: every realm is re-validated (and kept if it now fails). */
  private watchSchemas(debounceMs: number) {
    if (this.schemaWatcher || !existsSync(this.schemasDir)) return;
    try {
      this.schemaWatcher = watch(this.schemasDir, () => {
        clearTimeout(this.timers.get('\0schemas'));
        this.timers.set(
          '\0schemas',
          setTimeout(() => {
            this.timers.delete('\0schemas');
            this.validator.reset();
            this.log.info('Schemas changed: re-validating every realm');
            this.loadAll();
          }, debounceMs),
        );
      });
      this.schemaWatcher.on('error', (error) => this.log.warn(`Schema watcher stopped: ${error.message}`));
    } catch (error) {
      this.log.warn(`Cannot watch ${this.schemasDir}: ${(error as Error).message}`);
    }
  }

  close() {
    this.watcher?.close();
    this.watcher = null;
    this.schemaWatcher?.close();
    this.schemaWatcher = null;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private loadRealm(realmId: string, dir: string): RealmSnapshot {
    const problems: ValidationProblem[] = [];
    const read = (file: string, kind: RealmDocKind, required: boolean): JsonObject | undefined => {
      const display = relative(process.cwd(), file) || file;
      if (!existsSync(file)) {
        if (required) problems.push({ file: display, pointer: '', message: 'file is missing' });
        return undefined;
      }
      let doc: unknown;
      try {
        doc = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push({ file: display, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
        return undefined;
      }
      if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
        problems.push({ file: display, pointer: '', message: 'must be a JSON object' });
        return undefined;
      }
      // Before the validator walks it: a document nested thousands deep is refused, not a stack overflow.
      const tooDeep = tooDeepAt(doc);
      if (tooDeep !== null) {
        problems.push({ file: display, pointer: tooDeep, message: `nested more than ${MAX_JSON_DEPTH} levels deep` });
        return undefined;
      }
      problems.push(...this.validator.validate(kind, display, doc));
      const { $schema: _schema, ...rest } = doc as JsonObject;
      return rest;
    };

    const settings = read(join(dir, 'realm.json'), 'realm', true) ?? {};
    const menusDoc = read(join(dir, 'menus.json'), 'menus', false) ?? {};
    const menus: Record<string, Json[]> = {};
    for (const [platform, items] of Object.entries(menusDoc)) if (Array.isArray(items)) menus[platform] = items;

    const labels: Record<string, Record<string, string>> = {};
    for (const file of jsonFiles(join(dir, 'labels'))) {
      const doc = read(file, 'labels', true);
      if (!doc) continue;
      const table: Record<string, string> = {};
      for (const [key, value] of Object.entries(doc)) if (typeof value === 'string') table[key] = value;
      labels[basename(file, '.json')] = table;
    }

    const pages: Record<string, JsonObject> = {};
    for (const file of jsonFiles(join(dir, 'pages'))) {
      const doc = read(file, 'page', true);
      if (!doc) continue;
      const id = typeof doc.id === 'string' ? doc.id : basename(file, '.json');
      pages[id] = doc;
    }

    const forms: Record<string, JsonObject> = {};
    for (const file of jsonFiles(join(dir, 'forms'))) {
      const doc = read(file, 'form', true);
      if (!doc) continue;
      const id = basename(file, '.json');
      if (doc.id !== id) problems.push({ file: relative(process.cwd(), file) || file, pointer: '/id', message: `must be "${id}" (the file name)` });
      forms[id] = doc;
    }

    const pluginsDoc = read(join(dir, 'plugins.json'), 'plugins', false) ?? {};
    const plugins = pluginsById(pluginsDoc);

    const defaultLocale = typeof settings.defaultLocale === 'string' ? settings.defaultLocale : (Object.keys(labels).sort()[0] ?? 'en');
    if (Object.keys(labels).length > 0 && !labels[defaultLocale]) {
      problems.push({
        file: join(dir, 'labels', `${defaultLocale}.json`),
        pointer: '',
        message: `labels of the default locale "${defaultLocale}" are missing`,
      });
    }
    if (problems.length) throw new RealmLoadError(problems);
    return { id: realmId, settings, defaultLocale, menus, labels, pages, plugins, forms, loadedAt: new Date() };
  }
}

/** plugins.json may be `{ plugins: [{id,type,props}] }`, `[...]`-like, or `{ <id>: {type, props} }`. */
function pluginsById(doc: JsonObject): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const list = Array.isArray(doc.plugins) ? doc.plugins : null;
  if (list) {
    for (const item of list) {
      if (item && typeof item === 'object' && !Array.isArray(item) && typeof item.id === 'string') out[item.id] = item;
    }
    return out;
  }
  for (const [id, value] of Object.entries(doc)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) out[id] = { id, ...value };
  }
  return out;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}
