/**
 * Content links on the server (and in tests): the rules of link-rules.ts writing paths
 * from the whole route table in the viewer's path set (paths.ts).
 */
import { createContentLinks } from './link-rules';
import { pathFor } from './paths';

export { slugify, type LinkableContent, type LinkContentType, type LinkFeatures, type LinkOptions, type ListContext } from './link-rules';

export const { contentLink, watchPlaylistLink, watchWatchlistLink, accessAwareLink } = createContentLinks(pathFor);
