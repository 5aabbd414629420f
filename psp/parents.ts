/**
 * Which web origins may frame the hosted card fields. The page is only ever rendered for a
 * `parent` that matches one of these patterns, and its CSP `frame-ancestors` names exactly
 * that origin: a page elsewhere that claims to be an allowed parent still cannot frame it.
 *
 * Pattern syntax: `scheme://host[:port]`, where the host may start with `*.` (any sub-domain)
 * and the port may be `*` (any port). The default allows loopback and
 * `*.localhost` origins, where the demo web runs; set PSP_ALLOWED_PARENTS for real hosts.
 */
export interface ParentPattern {
  scheme: string;
  /** Exact host, or the suffix after `*.`. */
  host: string;
  anySubdomain: boolean;
  /** null: any port. '' : the scheme's default port. */
  port: string | null;
}

export function parseParentPatterns(text: string): ParentPattern[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i.exec(item);
      if (!match) throw new Error(`PSP_ALLOWED_PARENTS: "${item}" is not an origin pattern (scheme://host[:port], host may start with *., port may be *).`);
      return {
        scheme: match[1].toLowerCase(),
        anySubdomain: Boolean(match[2]),
        host: match[3].toLowerCase(),
        port: match[4] === '*' ? null : (match[4] ?? ''),
      };
    });
}

export const DEFAULT_ALLOWED_PARENTS: ParentPattern[] = parseParentPatterns('http://localhost:*,http://*.localhost:*,http://127.0.0.1:*,http://[::1]:*');

/** The serialised origin of `parent` when it matches a pattern, else null. */
export function allowedParentOrigin(parent: unknown, patterns: readonly ParentPattern[]): string | null {
  if (typeof parent !== 'string' || parent.length > 300) return null;
  let url: URL;
  try {
    url = new URL(parent);
  } catch {
    return null;
  }
  // Only a bare origin: a path, credentials, query or fragment means somebody is playing games.
  if (url.origin === 'null' || url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  if (parent.replace(/\/$/, '') !== url.origin) return null;
  const scheme = url.protocol.slice(0, -1);
  const host = url.hostname.toLowerCase();
  const ok = patterns.some(
    (p) => p.scheme === scheme && (p.anySubdomain ? host.endsWith(`.${p.host}`) : host === p.host) && (p.port === null || p.port === url.port),
  );
  return ok ? url.origin : null;
}
