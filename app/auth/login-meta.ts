/**
 * The login screens' document meta: the title from the realm labels (root loader data) by
 * key, then the page meta after its own title. `noReferrer` for screens whose address
 * carries a token (reset, magic link): never send it to another site as a Referer.
 */
import type { MetaDescriptor } from '@remix-run/node';
import { metaFrom } from '~/content/route-helpers';

type MetaShape = Parameters<typeof metaFrom>[0];
type Matches = ReadonlyArray<{ id: string; data: unknown }>;

export function loginMeta(
  matches: Matches,
  meta: MetaShape | undefined,
  title: { key: string; fallback: string },
  options: { noReferrer?: boolean } = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  const [, ...rest] = metaFrom(meta);
  return [{ title: root?.labels?.[title.key] ?? title.fallback }, ...(options.noReferrer ? [{ name: 'referrer', content: 'no-referrer' }] : []), ...rest];
}
