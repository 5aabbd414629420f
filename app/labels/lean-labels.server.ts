/**
 * Only the labels a document uses go into its hydration data. The root loader answers the
 * whole label table (408 keys, ~22 KB of home's HTML), but a page reads a few dozen of them.
 * While the document renders, every read of the root data's labels is recorded (a proxy over
 * the table: `t`, `useKeyText` and the meta functions all read it there); the hydration data,
 * written by <Scripts> at the end of the body, then carries the keys read so far and says how
 * many it left out (`labelsOmitted`). The browser completes the table after hydration
 * (labels.tsx), before text that appears only on interaction is needed; text the browser alone
 * renders while the rest is on its way reads as nothing for that moment, never as its key.
 *
 * Data requests (client navigations, revalidations) are not documents: they keep the whole table.
 */
import type { EntryContext } from '@remix-run/node';

type Labels = Record<string, string>;

/** Wraps the root data's labels in a recorder; null when the document has no root data (root failed). */
export function recordLabelReads(context: Pick<EntryContext, 'staticHandlerContext'>): { labels: Labels; used: Set<string> } | null {
  const root = context.staticHandlerContext.loaderData?.root as { labels?: unknown } | undefined;
  if (!root || !root.labels || typeof root.labels !== 'object') return null;
  const labels = root.labels as Labels;
  const used = new Set<string>();
  const record = (key: string | symbol) => {
    if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(labels, key)) used.add(key);
  };
  root.labels = new Proxy(labels, {
    get(target, key, receiver) {
      record(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      record(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      record(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    // Enumerating the table (a spread, Object.keys) uses all of it.
    ownKeys(target) {
      for (const key of Object.keys(target)) used.add(key);
      return Reflect.ownKeys(target);
    },
  });
  return { labels, used };
}

const HTML_ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The same escaping Remix applies to the hydration data (it sits inside a <script>). */
export function escapeHtml(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);
}

/**
 * The root labels of serialised hydration data cut to `used`, with the count left out. The
 * table's own serialisation is found in the string and replaced (Remix wrote it with
 * JSON.stringify, in the object's key order), so the rest of the data is neither parsed nor
 * written again; a table it cannot find is left whole.
 */
export function leanHandoffString(handoff: string, labels: Labels, used: ReadonlySet<string>): string {
  const kept: Labels = {};
  let omitted = 0;
  for (const [key, text] of Object.entries(labels)) {
    if (used.has(key)) kept[key] = text;
    else omitted += 1;
  }
  if (!omitted) return handoff;
  const whole = `"labels":${escapeHtml(JSON.stringify(labels))}`;
  const at = handoff.indexOf(whole);
  if (at < 0) return handoff;
  return `${handoff.slice(0, at)}"labels":${escapeHtml(JSON.stringify(kept))},"labelsOmitted":${omitted}${handoff.slice(at + whole.length)}`;
}

/**
 * Hydration data that is written when <Scripts> renders (a template literal calls toString),
 * after the markup above it has read its labels. Remix hands the string through untouched.
 */
export function leanHandoff(context: EntryContext): void {
  const recorded = recordLabelReads(context);
  if (!recorded) return;
  const original = context.serverHandoffString;
  if (typeof original !== 'string') return;
  let lean: string | undefined;
  const lazy = { toString: () => (lean ??= leanHandoffString(original, recorded.labels, recorded.used)) };
  context.serverHandoffString = lazy as unknown as string;
}
