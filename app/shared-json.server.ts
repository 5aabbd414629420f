/**
 * Loader answers whose largest parts are the same objects on every request (a realm's label
 * table, its linked menus, the path set of a locale: cached objects, replaced when reloaded and
 * never mutated) are written with those parts' JSON kept per object, so a request serialises
 * only what is its own. The answer is the JSON of the same data (keys in another order).
 */
import type { TypedResponse } from '@remix-run/node';

const texts = new WeakMap<object, string>();

/** JSON of a shared object, written once per object. */
function sharedText(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * `data` as a JSON response (like Remix's `json`), the fields named in `shared` written from
 * their kept text when they are objects or arrays (in that case only: anything else, as usual).
 */
export function jsonWithShared<T extends object>(data: T, shared: readonly (keyof T & string)[], init: ResponseInit = {}): TypedResponse<T> {
  const own: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const fields = data as Record<string, unknown>;
  const kept: string[] = [];
  for (const name of shared) {
    const value = fields[name];
    if (typeof value !== 'object' || value === null) continue;
    kept.push(`${JSON.stringify(name)}:${sharedText(value)}`);
    delete own[name];
  }
  const ownText = JSON.stringify(own);
  const body = kept.length === 0 ? ownText : ownText === '{}' ? `{${kept.join(',')}}` : `${ownText.slice(0, -1)},${kept.join(',')}}`;
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(body, { ...init, headers }) as TypedResponse<T>;
}
