/**
 * The realm store: one immutable snapshot per realm folder of `realms/` (realm.json,
 * menus.json, labels/<locale>.json, pages/*.json, forms/*.json, plugins.json).
 *
 * A realm is checked by the same function as `npm run realms:check` (schemas/check-realms.ts):
 * the same schema, cross-file rules and messages. It is served only when that finds no problem.
 * While running, the store watches the folder tree (atomic saves and new folders included,
 * platform/realms/tree-watcher.ts); a changed realm is re-checked as a whole and swapped in
 * only when clean. A refused change is reported in the log (the realms:check report) and kept
 * for the realm directory (development shows it on the page), and the last good snapshot keeps
 * serving; a realm never accepted is not served at all.
 *
 * Each accepted version has a content hash (`version`): the web compares it to know when its
 * copies of settings, menus and labels are stale (contract.realm.directory).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkRealm, formatReport, REALM_ID_PATTERN, type FileReport, type RealmDocuments } from '../../schemas/check-realms.js';
import { DEFAULT_FORMS } from '../../schemas/default-forms.js';
import { TreeWatcher } from './tree-watcher.js';

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
  /** form id → form document (forms/<id>.json, without `$schema`, else the product default): fields and consent terms. */
  forms: Record<string, JsonObject>;
  /** Content hash of the documents: changes exactly when an edit is accepted. */
  version: string;
  loadedAt: Date;
}

/** A realm as the directory lists it: served or not, and the problems of its latest refused edit. */
export interface RealmListing {
  id: string;
  hosts: string[];
  version: string | null;
  served: boolean;
  problems: Array<{ file: string; pointer: string; message: string }>;
}

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export class RealmStore {
  private snapshots = new Map<string, RealmSnapshot>();
  /** The report of each realm's latest refused version (cleared when a version is accepted). */
  private refusals = new Map<string, { files: FileReport[]; hosts: string[] }>();
  private watcher: TreeWatcher | null = null;
  private timers = new Map<string, NodeJS.Timeout>();
  private listeners = new Set<(realm: string) => void>();

  constructor(
    readonly realmsDir: string,
    private readonly log: Logger,
  ) {}

  get(realmId: string): RealmSnapshot | undefined {
    return this.snapshots.get(realmId.toLowerCase());
  }

  list(): RealmSnapshot[] {
    return [...this.snapshots.values()];
  }

  /** Every realm folder the store has read: the served ones and the refused ones. */
  directory(): RealmListing[] {
    const ids = new Set([...this.snapshots.keys(), ...this.refusals.keys()]);
    return [...ids].sort().map((id) => {
      const snapshot = this.snapshots.get(id);
      const refusal = this.refusals.get(id);
      const hosts =
        snapshot && Array.isArray(snapshot.settings.hosts) ? snapshot.settings.hosts.filter((h): h is string => typeof h === 'string') : (refusal?.hosts ?? []);
      return {
        id,
        hosts,
        version: snapshot?.version ?? null,
        served: Boolean(snapshot),
        problems: (refusal?.files ?? []).flatMap((f) => f.errors.map((e) => ({ file: f.file, pointer: e.pointer, message: e.message }))),
      };
    });
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
      if (entry.isDirectory() && !entry.name.startsWith('.')) this.reload(entry.name);
    }
    if (this.snapshots.size === 0) this.log.warn(`No valid realm in ${this.realmsDir}`);
  }

  /** Re-checks one realm folder; returns true when the new version was accepted. */
  reload(realmId: string): boolean {
    const dir = join(this.realmsDir, realmId);
    if (!existsSync(dir)) {
      this.refusals.delete(realmId);
      if (this.snapshots.delete(realmId)) this.log.info(`Realm ${realmId} removed`);
      return false;
    }
    const report = checkRealm(dir);
    if (report.errorCount > 0 || !REALM_ID_PATTERN.test(realmId)) {
      const keeping = this.snapshots.has(realmId) ? 'the last good version keeps serving' : 'the realm is not served';
      this.refusals.set(realmId, { files: report.files, hosts: hostsOf(report.documents.settings) });
      this.log.error(`Realm ${realmId} refused (${keeping}):\n${formatReport([report])}`);
      return false;
    }
    const snapshot = snapshotOf(realmId, report.documents);
    const previous = this.snapshots.get(realmId);
    this.refusals.delete(realmId);
    if (previous?.version === snapshot.version) return true;
    this.snapshots.set(realmId, snapshot);
    this.log.info(`Realm ${realmId} ${previous ? 'reloaded' : 'loaded'} (version ${snapshot.version})`);
    for (const listener of this.listeners) listener(realmId);
    return true;
  }

  /** Watches the realms folder tree; changes are applied per realm after `debounceMs` of quiet. */
  watch(debounceMs = 150) {
    if (this.watcher || !existsSync(this.realmsDir)) return;
    this.watcher = new TreeWatcher(this.realmsDir, {
      depth: 2,
      warn: (message) => this.log.warn(message),
      onChange: (path) => {
        const realmId = path.split(/[\\/]/)[0];
        if (!realmId || realmId.startsWith('.')) return;
        clearTimeout(this.timers.get(realmId));
        this.timers.set(
          realmId,
          setTimeout(() => {
            this.timers.delete(realmId);
            // Folders created since the event (a scaffold writes pages/ and labels/ at once) are watched before the read.
            this.watcher?.sync();
            this.reload(realmId);
          }, debounceMs),
        );
      },
    });
    this.watcher.start();
  }

  close() {
    this.watcher?.close();
    this.watcher = null;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutSchema(value: unknown): JsonObject {
  if (!isObject(value)) return {};
  const { $schema: _schema, ...rest } = value;
  return rest;
}

function hostsOf(settings: unknown): string[] {
  return isObject(settings) && Array.isArray(settings.hosts) ? settings.hosts.filter((h): h is string => typeof h === 'string') : [];
}

/** The snapshot of a realm whose documents passed the check. */
function snapshotOf(realmId: string, documents: RealmDocuments): RealmSnapshot {
  const settings = withoutSchema(documents.settings);
  const menus: Record<string, Json[]> = {};
  for (const [platform, items] of Object.entries(withoutSchema(documents.menus))) if (Array.isArray(items)) menus[platform] = items;
  const labels: Record<string, Record<string, string>> = {};
  for (const [locale, doc] of Object.entries(documents.labels)) {
    const table: Record<string, string> = {};
    for (const [key, value] of Object.entries(withoutSchema(doc))) if (typeof value === 'string') table[key] = value;
    labels[locale] = table;
  }
  const pages: Record<string, JsonObject> = {};
  for (const [id, doc] of Object.entries(documents.pages)) pages[id] = withoutSchema(doc);
  // A form the realm does not write is the product's default (a realm without forms/signup.json still signs viewers up).
  const forms: Record<string, JsonObject> = structuredClone(DEFAULT_FORMS) as unknown as Record<string, JsonObject>;
  for (const [id, doc] of Object.entries(documents.forms)) forms[id] = withoutSchema(doc);
  const plugins = pluginsById(withoutSchema(documents.plugins));
  const defaultLocale = typeof settings.defaultLocale === 'string' ? settings.defaultLocale : 'en';
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('hex').slice(0, 16);
  return { id: realmId, settings, defaultLocale, menus, labels, pages, plugins, forms, version, loadedAt: new Date() };
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
