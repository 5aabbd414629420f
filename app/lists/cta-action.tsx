/**
 * A hero or row button with a personal action, as the server wrote it for this viewer
 * (`personal`, ./cta-personal.server.ts): a guest's sign-in link, the add-to-watchlist link, or
 * the favourite form; nothing when `personal` is absent. A lazy chunk of composed pages (home's
 * bundle does not carry it), rendered on the server like any block; plain markup that works
 * without JavaScript: the favourite form posts and comes back to this page (its loaders then
 * carry the new flag), and the watchlist link opens the side panel, whose code loads on the
 * first click.
 */
import { lazy, Suspense, useState } from 'react';
import type { CtaActionProps } from '../../blocks/shared/environment';
import { FavouriteForm } from '../../blocks/shared/favourite-form';

const WatchlistPanel = lazy(() => import('./watchlist-panel'));

export default function CtaActionButton({ cta, variant }: CtaActionProps) {
  const [open, setOpen] = useState(false);
  const personal = cta.personal;
  if (!personal) return null;
  const className = `blk-button blk-button--${variant}`;
  if (personal.kind === 'favourite') {
    return (
      <FavouriteForm personal={personal} className="favourite-toggle" buttonClassName={className}>
        {' '}
        {cta.ctaText}
      </FavouriteForm>
    );
  }
  return (
    <>
      <a
        className={className}
        href={personal.href}
        data-action={personal.kind === 'signIn' ? 'sign-in-first' : 'add-to-watchlist'}
        aria-haspopup={personal.kind === 'watchlist' ? 'dialog' : undefined}
        onClick={(event) => {
          if (personal.kind !== 'watchlist') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {cta.ctaText}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <WatchlistPanel href={personal.href} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
