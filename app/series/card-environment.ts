/**
 * The block environment for content cards outside a composed page (series, season and
 * playlist screens, the expanded playlist card): labels from the realm, and each card's
 * link from its `href`, written on the server for this viewer.
 */
import { useMemo } from 'react';
import type { BlockEnvironment } from '../../blocks/shared/environment';
import { useKeyText } from '~/labels/labels';
import { useRootData } from '~/root-data';

export function useCardEnvironment(): Partial<BlockEnvironment> {
  const keyText = useKeyText();
  const root = useRootData();
  return useMemo(
    () => ({
      t: (key: string) => keyText(key),
      contentHref: (card) => {
        const href = (card as { href?: unknown }).href;
        return typeof href === 'string' ? href : '#';
      },
      locale: root?.locale ?? 'en',
      direction: root?.dir ?? 'ltr',
      isGuest: root?.user.isGuest ?? true,
    }),
    [keyText, root?.locale, root?.dir, root?.user.isGuest],
  );
}
