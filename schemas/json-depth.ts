/**
 * How deep a parsed JSON document goes, checked without recursion: documents editors and
 * operators write (drafts, realm files, menus) are validated by recursive code (ajv, zod, the
 * previews), which a deep enough document would overflow. Refuse them first, with a pointer.
 */
export const MAX_DOCUMENT_DEPTH = 64;

/** The JSON pointer of the first value nested deeper than `maxDepth`, or null. */
export function tooDeepAt(value: unknown, maxDepth = MAX_DOCUMENT_DEPTH): string | null {
  const stack: Array<{ value: unknown; depth: number; pointer: string }> = [{ value, depth: 0, pointer: '' }];
  while (stack.length) {
    const current = stack.pop()!;
    if (current.value === null || typeof current.value !== 'object') continue;
    if (current.depth >= maxDepth) return current.pointer || '/';
    for (const [key, child] of Object.entries(current.value)) {
      stack.push({ value: child, depth: current.depth + 1, pointer: `${current.pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` });
    }
  }
  return null;
}
