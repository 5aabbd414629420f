/**
 * The one helper every redirect target from a query (`from`, `redirectTo`,
 * `entryPage`) passes through: the result is always a path on this
 * site, never another origin.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string') return fallback;
  const target = to.trim();
  if (!target || target.length > 2048) return fallback;
  // Must be a path: one leading slash, no scheme-relative `//host` or `/\host` (browsers treat `\` as `/`).
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (tab/newline are stripped by URL parsers and can smuggle a `//`).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const base = 'http://site.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    // Dot segments collapse during parsing: `/..//evil` becomes `//evil`, which a browser
    // reads as another host. The result is checked again, not only the input.
    const path = url.pathname + url.search + url.hash;
    if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
