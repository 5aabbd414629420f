/**
 * The live-event toast itself (see live-toast.tsx): loaded on demand, the first time a
 * live event starts while the page is open, so pages that never see one never load it.
 */
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { clientContentLinks } from '~/routing/client-content-links';
import type { ClientPathSet } from '~/routing/client-paths';
import type { LiveAdded } from './live-stream-client';

/** The default card thumbnail (a plain artwork of the platform's image service) when the event's image fails. */
export function defaultThumbnail(platformPublicUrl: string | undefined): string | null {
  return platformPublicUrl && /^https?:\/\//.test(platformPublicUrl) ? `${platformPublicUrl.replace(/\/$/, '')}/images/art-00.jpg?w=240` : null;
}

export default function LiveToastView({ event, paths, onClose }: { event: LiveAdded; paths: ClientPathSet; onClose: () => void }) {
  const t = useT();
  const fallback = defaultThumbnail(useRootData()?.platformPublicUrl);
  // The event's image, then the default card thumbnail, then a plain tile.
  const [source, setSource] = useState<string | null>(event.thumbnailUrl ? `${event.thumbnailUrl}?w=240` : fallback);
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'failed'>(source ? 'loading' : 'failed');
  const href = clientContentLinks(paths).contentLink({ id: event.id, type: 'LIVE', title: event.title }) ?? '#';
  // Shown once the image has loaded (or failed: a plain tile instead).
  const visible = imageState !== 'loading';
  return (
    <div className="live-toast" role="status" data-visible={visible || undefined} hidden={!visible}>
      {source && imageState !== 'failed' ? (
        <img
          src={source}
          alt=""
          width={160}
          height={90}
          onLoad={() => setImageState('loaded')}
          onError={() => {
            if (fallback && source !== fallback) setSource(fallback);
            else setImageState('failed');
          }}
        />
      ) : (
        <span className="live-toast__tile" aria-hidden="true" />
      )}
      <div className="live-toast__text">
        <span className="live-toast__badge">{t('liveNow')}</span>
        <strong>{event.title}</strong>
        <Link className="button button--primary" to={href} onClick={onClose}>
          {t('watchNow')}
        </Link>
      </div>
      <button type="button" className="icon-button" aria-label={t('closeMenu')} onClick={onClose}>
        ✕
      </button>
    </div>
  );
}
