/**
 * A hero or row button with a personal action, as the server wrote it for this viewer
 * (`personal`, ./cta-personal.server.ts): a guest's sign-in link, the add-to-watchlist link,
 * or the favourite toggle; nothing when `personal` is absent. This module is in the first
 * bundle of every composed page (home's JS budget), so it is plain markup that works without
 * JavaScript: the side panel and the fetcher-driven toggle load on the first click.
 */
import { lazy, Suspense, useState } from 'react';
import type { CtaActionProps } from '../../blocks/shared/environment';
import type { CtaPersonal } from '../../blocks/shared/cta';

const WatchlistPanel = lazy(() => import('./watchlist-panel'));
const FavouriteToggle = lazy(() => import('./favourite-toggle'));

export default function CtaActionButton({ cta, variant }: CtaActionProps) {
  const [open, setOpen] = useState(false);
  const personal = cta.personal;
  if (!personal) return null;
  const className = `blk-button blk-button--${variant}`;
  if (personal.kind === 'favourite') return <CtaFavourite control={personal} label={cta.ctaText} variant={variant} />;
  if (personal.kind === 'signIn') {
    return (
      <a className={className} href={personal.href} data-action="sign-in-first">
        {cta.ctaText}
      </a>
    );
  }
  return (
    <>
      <a
        className={className}
        href={personal.href}
        data-action="add-to-watchlist"
        aria-haspopup="dialog"
        onClick={(event) => {
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

type FavouritePersonal = Extract<CtaPersonal, { kind: 'favourite' }>;

/**
 * The favourite form as plain HTML (posts and comes back without JavaScript). The first
 * submit with JavaScript loads the fetcher-driven toggle, which sends that first change itself.
 */
function CtaFavourite({ control, label, variant }: { control: FavouritePersonal; label: string; variant: 'primary' | 'secondary' }) {
  const [first, setFirst] = useState<boolean | null>(null);
  const plain = (
    <form
      method="post"
      action={control.action}
      className="favourite-toggle"
      data-favourite={control.favourite}
      onSubmit={(event) => {
        event.preventDefault();
        setFirst(!control.favourite);
      }}
    >
      <input type="hidden" name="favourite" value={String(!control.favourite)} />
      <input type="hidden" name="from" value={control.from} />
      <button type="submit" className={`blk-button blk-button--${variant}`} aria-pressed={control.favourite}>
        <span aria-hidden="true">{control.favourite ? '★' : '☆'}</span> {label}
      </button>
    </form>
  );
  if (first === null) return plain;
  return (
    <Suspense fallback={plain}>
      <FavouriteToggle control={control} label={label} variant={variant} submitFirst={first} />
    </Suspense>
  );
}
