/**
 * Which addresses the demo OpenID provider and the simulated pay-TV provider may send a
 * browser back to. A real provider compares against exact registered URIs; the demo ones
 * serve every realm on any port a developer picks, so they accept, over http(s) and
 * without a fragment, a loopback host on any port (as RFC 8252 §7.3 allows for loopback
 * redirects) or a host a realm lists. Never another site: that is what makes an open
 * redirector out of an authorisation server.
 */
import type { RealmStore } from '../realms/store.js';

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

export function realmHosts(realms: RealmStore): Set<string> {
  const hosts = new Set<string>();
  for (const realm of realms.list()) {
    const list = realm.settings.hosts;
    if (Array.isArray(list)) for (const host of list) if (typeof host === 'string') hosts.add(host.toLowerCase());
  }
  return hosts;
}

/** The parsed URL when `value` is an acceptable return address (with `pathPrefix` when given), else null. */
export function acceptableReturnUri(value: unknown, realms: RealmStore, pathPrefix = '/'): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hash || url.username || url.password) return null;
  if (!url.pathname.startsWith(pathPrefix)) return null;
  const hostname = url.hostname.toLowerCase();
  if (LOOPBACK.test(hostname)) return url;
  const hosts = realmHosts(realms);
  return hosts.has(url.host.toLowerCase()) || hosts.has(hostname) ? url : null;
}
