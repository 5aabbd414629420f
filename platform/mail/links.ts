/**
 * The origin links in mails point at. The web sends the viewer's origin in X-Web-Origin;
 * it is used only when its host is one of the realm's hosts (realm.json `hosts`, or
 * `<realm>.localhost`), so a forged header cannot make the platform mail a link to another
 * site (the classic reset-link poisoning). Otherwise WEB_PUBLIC_URL.
 */
import type { FastifyRequest } from 'fastify';

export function mailLinkOrigin(req: FastifyRequest, fallback: string): string {
  const header = req.headers['x-web-origin'];
  if (typeof header !== 'string' || header.length > 300) return fallback;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return fallback;
  const hosts = Array.isArray(req.realm.settings.hosts) ? req.realm.settings.hosts.filter((h): h is string => typeof h === 'string') : [];
  const hostname = url.hostname.toLowerCase();
  const allowed = hostname === `${req.realm.id}.localhost` || hosts.some((h) => h === hostname || h === url.host.toLowerCase());
  return allowed ? url.origin : fallback;
}

/** `origin` + path + query, with the query values encoded. */
export function mailLink(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
