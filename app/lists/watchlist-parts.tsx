/**
 * Watchlist pieces shared by `/watchlists`, the picker and the side panel: the tiles (the
 * first four thumbnails, name, count), the create form (save disabled while the name is
 * empty) and the picker of OWNED watchlists. `FormComponent` is Remix's `Form` on the page
 * and a fetcher's form in the panel, so both post the same fields to the same action.
 */
import { useState } from 'react';
import { Form, Link, type useFetcher } from '@remix-run/react';
import { useT, type LabelKey } from '~/labels/labels';
import type { WatchlistTile } from './watchlists.server';

export interface PickerResult {
  ok: boolean;
  message: LabelKey | null;
  /** The watchlist's name (the confirmation names it). */
  name: string | null;
  /** A watchlist just created (the list shows it first). */
  created: WatchlistTile | null;
}

type FormLike = typeof Form | ReturnType<typeof useFetcher>['Form'];

export function ResultMessage({ result }: { result: PickerResult | null }) {
  const t = useT();
  if (!result?.message) return null;
  return (
    <p className={`list-message list-message--${result.ok ? 'ok' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
      {t(result.message, { name: result.name ?? '' })}
    </p>
  );
}

export function Thumbnails({ urls }: { urls: string[] }) {
  return (
    <span className="watchlist-thumbs" aria-hidden="true">
      {urls.slice(0, 4).map((url) => (
        <img key={url} src={url} alt="" loading="lazy" width={160} height={90} />
      ))}
    </span>
  );
}

export function CreateWatchlistForm({
  FormComponent = Form,
  action,
  add,
  label,
}: {
  FormComponent?: FormLike;
  action: string;
  add?: { id: string; contentType: string } | null;
  label: LabelKey;
}) {
  const t = useT();
  const [name, setName] = useState('');
  return (
    <FormComponent method="post" action={action} className="watchlist-form">
      <input type="hidden" name="intent" value="create" />
      {add ? <input type="hidden" name="add" value={add.id} /> : null}
      {add ? <input type="hidden" name="type" value={add.contentType} /> : null}
      <label>
        <span>{t('newWatchlist')}</span>
        <input name="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="off" dir="auto" />
      </label>
      <button type="submit" className="blk-button blk-button--primary" disabled={!name.trim()}>
        {t(label)}
      </button>
    </FormComponent>
  );
}

export function WatchlistTiles({
  watchlists,
  moreHref,
  action,
  result,
}: {
  watchlists: WatchlistTile[];
  moreHref: string | null;
  action: string;
  result: PickerResult | null;
}) {
  const t = useT();
  const shown = result?.created && !watchlists.some((w) => w.id === result.created!.id) ? [result.created, ...watchlists] : watchlists;
  return (
    <>
      <ResultMessage result={result} />
      <CreateWatchlistForm action={action} label="createWatchlist" />
      {shown.length === 0 ? (
        <p className="muted" role="status">
          {t('noWatchlists')}
        </p>
      ) : (
        <ul className="watchlist-grid">
          {shown.map((w) => (
            <li key={w.id} className="watchlist-tile" data-watchlist={w.id}>
              <Link to={w.href}>
                <Thumbnails urls={w.thumbnails} />
                <span className="watchlist-tile__name">{w.name}</span>
              </Link>
              <span className="muted">
                {t('watchlistItems', { count: w.itemCount })}
                {w.ownership === 'SHARED' ? ` · ${t('watchlistShared')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {moreHref ? (
        <Link className="button button--ghost" to={moreHref}>
          {t('moreWatchlists')}
        </Link>
      ) : null}
    </>
  );
}

export interface PickerData {
  watchlists: WatchlistTile[];
  add: { id: string; contentType: string } | null;
  action: string;
  moreHref: string | null;
}

export function WatchlistPicker({ data, result, FormComponent = Form }: { data: PickerData; result: PickerResult | null; FormComponent?: FormLike }) {
  const t = useT();
  const owned = data.watchlists.filter((w) => w.ownership === 'OWNED');
  const shown = result?.created && !owned.some((w) => w.id === result.created!.id) ? [result.created, ...owned] : owned;
  return (
    <div className="watchlist-picker">
      <ResultMessage result={result} />
      {shown.length ? (
        <ul className="list-pick">
          {shown.map((w) => (
            <li key={w.id}>
              <FormComponent method="post" action={data.action}>
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="watchlistId" value={w.id} />
                <input type="hidden" name="add" value={data.add?.id ?? ''} />
                <input type="hidden" name="type" value={data.add?.contentType ?? ''} />
                <button type="submit" className="blk-button blk-button--secondary">
                  <span dir="auto">{w.name}</span> <span className="muted">({t('watchlistItems', { count: w.itemCount })})</span>
                </button>
              </FormComponent>
            </li>
          ))}
        </ul>
      ) : null}
      <CreateWatchlistForm FormComponent={FormComponent} action={data.action} add={data.add} label="createAndAdd" />
    </div>
  );
}
