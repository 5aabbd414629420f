/**
 * The favourite control: a form posting to `/_data/favourite/{id}` (works without
 * JavaScript); with it, a fetcher flips the flag at once (added ⇄ removed) and puts it back
 * if the platform refuses. Rendered only for signed-in viewers and granted content (the
 * loader decides: `favouriteControl` in ./favourite-rules.ts).
 */
import { useFetcher, useLocation } from '@remix-run/react';
import { useT } from '~/labels/labels';

export interface FavouriteControl {
  id: string;
  favourite: boolean;
  action: string;
}

export function FavouriteToggle({ control }: { control: FavouriteControl }) {
  const t = useT();
  const fetcher = useFetcher<{ id: string; favourite: boolean; error?: string }>();
  const location = useLocation();
  // Optimistic: the submitted value while in flight, then the answer's.
  const pending = fetcher.formData?.get('favourite');
  const favourite = pending != null ? pending === 'true' : (fetcher.data?.favourite ?? control.favourite);
  return (
    <fetcher.Form method="post" action={control.action} className="favourite-toggle" data-favourite={favourite}>
      <input type="hidden" name="favourite" value={String(!favourite)} />
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <button type="submit" className="blk-button blk-button--secondary" aria-pressed={favourite}>
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span> {t(favourite ? 'removeFromFavourites' : 'addToFavourites')}
      </button>
      <span className="visually-hidden" role="status">
        {fetcher.state === 'idle' && fetcher.data
          ? t(fetcher.data.error ? 'watchlistError' : fetcher.data.favourite ? 'favouriteAdded' : 'favouriteRemoved')
          : ''}
      </span>
    </fetcher.Form>
  );
}
