/**
 * Live-event toast (routes-and-access §2.8): when a live event starts, a toast with its
 * image (160×90) appears once the image has loaded (a plain tile if it fails), links to
 * the live route with a "watch now" action, and clears 15 000 ms after the event was added.
 * Fed by the server-sent events relayed at /_data/live-stream; absent without JS.
 */
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useT } from '~/labels/labels';
import { contentLink } from '~/routing/content-links';

export const TOAST_MS = 15_000;
const RECONNECT_MS = 30_000;

interface LiveAdded {
  id: string;
  title: string;
  thumbnailUrl?: string;
}

export function parseLiveAdded(data: string): LiveAdded | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (typeof value.id !== 'string' || !value.id) return null;
    return {
      id: value.id,
      title: typeof value.title === 'string' ? value.title : '',
      thumbnailUrl: typeof value.thumbnailUrl === 'string' && /^https?:\/\//.test(value.thumbnailUrl) ? value.thumbnailUrl : undefined,
    };
  } catch {
    return null;
  }
}

export function LiveToast({ locale }: { locale: string }) {
  const t = useT();
  const [event, setEvent] = useState<LiveAdded | null>(null);
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const onAdded = (message: MessageEvent<string>) => {
      const added = parseLiveAdded(message.data);
      if (!added) return;
      setImageState(added.thumbnailUrl ? 'loading' : 'failed');
      setEvent(added);
    };
    const connect = () => {
      source = new EventSource('/_data/live-stream');
      source.addEventListener('added', onAdded as EventListener);
      // EventSource gives up for good on a non-200 answer (platform down): try again later.
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED && !retry) retry = setTimeout(() => { retry = null; connect(); }, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, []);

  // Clears 15 s after the event was added (a newer event restarts the clock).
  useEffect(() => {
    if (!event) return;
    const timer = setTimeout(() => setEvent(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [event]);

  if (!event) return null;
  const href = contentLink({ id: event.id, type: 'LIVE', title: event.title }, { locale }) ?? '#';
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
        <Link className="button button--primary" to={href} onClick={() => setEvent(null)}>{t('watchNow')}</Link>
      </div>
      <button type="button" className="icon-button" aria-label={t('closeMenu')} onClick={() => setEvent(null)}>✕</button>
    </div>
  );
}
