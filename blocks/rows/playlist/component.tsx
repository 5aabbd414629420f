import { Suspense, useState } from 'react';
import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import { CarouselRow } from '../shared/carousel-row';
import { expandsAtWidth } from './expands';
import type { schema } from './schema';

/**
 * Playlist row. On wide windows a click on a playlist card opens the expanded playlist card
 * under the row instead of navigating: the open card's own click closes it, another
 * card takes its place. At or below the tablet breakpoint, with a modifier key, or without
 * JavaScript, the card is a plain link to the playlist page. The expanded card (its fetch, share,
 * paging, animation, resize rule) comes from the block environment, lazily loaded by the app: on
 * home the row carries only the click handler below (home JS budget, tests/e2e/budget.spec.ts).
 */
export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, RowContext>) {
  const { ExpandedPlaylistCard } = useBlockEnvironment();
  const [open, setOpen] = useState<{ id: string; closing: boolean } | null>(null);
  const cards = context.bucket.contentList;
  const card = open && cards.find((c) => c.id === open.id);
  return (
    <div
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        const href = (event.target as Element).closest('a.blk-card')?.getAttribute('href');
        const hit = cards.find((c) => c.type === 'PLAYLIST' && (c as { href?: string }).href === href);
        if (ExpandedPlaylistCard && hit && !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && expandsAtWidth(innerWidth)) {
          event.preventDefault();
          setOpen((o) => ({ id: hit.id, closing: o?.id === hit.id && !o.closing }));
        }
      }}
    >
      <CarouselRow props={props} context={context} options={{ rowType: 'playlist', variant: 'playlist' }} />
      {card && ExpandedPlaylistCard && (
        <Suspense fallback={null}>
          <ExpandedPlaylistCard key={card.id} card={card} closing={open.closing} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
