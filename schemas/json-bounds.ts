/**
 * Bounds on parsed JSON documents, checked before anything walks them recursively (schema
 * validation, zod, rendering), so a document nested thousands deep is a readable refusal
 * with a JSON pointer instead of a stack overflow. Iterative: safe at any depth.
 * Browser-safe (no Node APIs): the platform, the admin previews and realms:check share it.
 */

/** Deepest nesting of objects/arrays a document may have. Realm documents need about 10. */
export const MAX_JSON_DEPTH = 64;

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of the first value nested deeper than `maxDepth`, or null when within bounds. */
export function tooDeepAt(value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | null {
  const stack: Array<{ value: unknown; depth: number; pointer: string }> = [{ value, depth: 0, pointer: '' }];
  while (stack.length) {
    const { value: current, depth, pointer } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return pointer;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], depth: depth + 1, pointer: `${pointer}/${i}` });
    } else {
      for (const [key, child] of Object.entries(current)) stack.push({ value: child, depth: depth + 1, pointer: `${pointer}/${escapeToken(key)}` });
    }
  }
  return null;
}

/** A readable refusal for `tooDeepAt`'s pointer. */
export function tooDeepMessage(pointer: string, maxDepth: number = MAX_JSON_DEPTH): string {
  return `${pointer || '(document)'}: nested more than ${maxDepth} levels deep`;
}
