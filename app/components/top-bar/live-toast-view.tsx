/**
 * The live-event toast itself (see live-toast.tsx): loaded on demand, the first time a
 * live event starts while the page is open, so pages that never see one never load it.
 */
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { useT } from '~/labels/labels';
import { clientContentLinks } from '~/routing/client-content-links';
import type { ClientPathSet } from '~/routing/client-paths';
import type { LiveAdded } from './live-toast';

export default function LiveToastView({ event, paths, onClose }: { event: LiveAdded; paths: ClientPathSet; onClose: () => void }) {
  const t = useT();
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'failed'>(event.thumbnailUrl ? 'loading' : 'failed');
  const href = clientContentLinks(paths).contentLink({ id: event.id, type: 'LIVE', title: event.title }) ?? '#';
  // Shown once the image has loaded (or failed: a plain tile instead).
  const visible = imageState !== 'loading';
  return (
    <div className="live-toast" role="status" data-visible={visible || undefined} hidden={!visible}>
      {event.thumbnailUrl && imageState !== 'failed' ? (
        <img
          src={`${event.thumbnailUrl}?w=240`}
          alt=""
          width={160}
          height={90}
          onLoad={() => setImageState('loaded')}
          onError={() => setImageState('failed')}
        />
      ) : (
        <span className="live-toast__tile" aria-hidden="true" />
      )}
      <div className="live-toast__text">
        <span className="live-toast__badge">{t('liveNow')}</span>
        <strong>{event.title}</strong>
        <Link className="button button--primary" to={href} onClick={onClose}>{t('watchNow')}</Link>
      </div>
      <button type="button" className="icon-button" aria-label={t('closeMenu')} onClick={onClose}>✕</button>
    </div>
  );
}
