import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import type { BlockRenderProps } from '../../types';
import { CarouselRow } from '../shared/carousel-row';
import { afterCardClick, expandsAtWidth, type ExpandedState } from './expanded-rules';
import type { schema } from './schema';

// The expanded card (its fetch, share, paging and animation) loads on the first open: the row
// on home carries only this click handler (home JS budget, tests/e2e/budget.spec.ts).
const ExpandedPlaylist = lazy(() => import('../../../app/playlist/expanded-card'));

/**
 * Playlist row. On wide windows a click on a playlist card opens the expanded playlist card
 * under the row instead of navigating (content §2); at or below the tablet breakpoint, with a
 * modifier key, or without JavaScript the card is a plain link to the playlist page.
 */
export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, RowContext>) {
  const [open, setOpen] = useState<ExpandedState | null>(null);
  const cards = context.bucket.contentList;
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a.blk-card');
    const card = link && cards.find((c) => c.type === 'PLAYLIST' && (c as { href?: string }).href === link.getAttribute('href'));
    if (!card || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !expandsAtWidth(window.innerWidth)) return;
    event.preventDefault();
    setOpen((current) => afterCardClick(current, card.id));
  };
  const card = open && cards.find((c) => c.id === open.id);
  return (
    <div style={{ display: 'contents' }} onClickCapture={onClickCapture}>
      <CarouselRow props={props} context={context} options={{ rowType: 'playlist', variant: 'playlist' }} />
      {card ? (
        <Suspense fallback={null}>
          <ExpandedPlaylist key={card.id} card={card} closing={open.closing} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
