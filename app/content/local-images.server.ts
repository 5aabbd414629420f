/**
 * Artwork addresses of a composed page written root-relative: `https://platform…/images/a.jpg`
 * becomes `/images/a.jpg`, served through the web's origin (server/image-proxy.ts; nginx routes
 * it to the platform). The platform's origin was repeated in every `src` and `srcset` step
 * (about 200 times, 4 KB of home's HTML). Only addresses under the platform's public
 * `/images/` are changed; anything else (other origins, other paths) is left as it is. A copy:
 * the page may come from a cache shared by viewers.
 */
export function withLocalImages<T>(value: T, platformPublicUrl: string): T {
  const prefix = `${new URL(platformPublicUrl).origin}/images/`;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith(prefix) ? node.slice(prefix.length - '/images/'.length) : node;
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) copy[key] = visit(child);
      return copy;
    }
    return node;
  };
  return visit(value) as T;
}
