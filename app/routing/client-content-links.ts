/**
 * Content link rules (link-rules.ts) writing in the viewer's path set, for the few places
 * the browser still builds content links (the live-event toast, the admin block gallery).
 * Page cards get theirs from the server (content-hrefs.server.ts). A module of its own so
 * importing `clientPathFor` does not bring the link rules into a page's bundle.
 */
import { clientPathFor, type ClientPathSet } from './client-paths';
import { createContentLinks, type ContentLinks } from './link-rules';

const linksCache = new WeakMap<ClientPathSet, ContentLinks>();

/** Content link rules (link-rules.ts) writing in the viewer's path set. */
export function clientContentLinks(paths: ClientPathSet): ContentLinks {
  let links = linksCache.get(paths);
  if (!links) {
    links = createContentLinks(clientPathFor(paths));
    linksCache.set(paths, links);
  }
  return links;
}
