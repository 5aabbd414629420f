/**
 * The live premiere modal: on
 * a premiere's page opened before its release, a modal opens at the scheduled time plus
 * 30 s ("the premiere has started", watch now) and closes by itself at the end (scheduled
 * time plus duration). The timers run on the server's clock (`serverNow` from the loader,
 * offset measured once on mount). Nothing renders on the server: the modal is about time
 * passing while the page is open.
 */
import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '~/labels/labels';
import { clockOffset, msUntilNextChange, premiereModalState, premiereWindow, type PremiereModalState } from './premiere';

/** setTimeout's limit (~24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2_147_000_000;

export function PremiereModal({
  scheduledAt,
  durationSeconds,
  serverNow,
  title,
}: {
  scheduledAt: string;
  durationSeconds: number | null;
  serverNow: number;
  title: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const window = useMemo(() => premiereWindow(scheduledAt, durationSeconds), [scheduledAt, durationSeconds]);
  const [state, setState] = useState<PremiereModalState>('waiting');
  const [dismissed, setDismissed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const now = Date.now() + offset;
      setState(premiereModalState(window, now));
      const wait = msUntilNextChange(window, now);
      if (wait !== null) timer = setTimeout(tick, Math.min(Math.max(wait, 0) + 1, MAX_TIMER_MS));
    };
    tick();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [window, serverNow]);

  const open = state === 'open' && !dismissed;
  useEffect(() => {
    if (!open) return;
    boxRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div className="premiere-modal">
      <div ref={boxRef} className="premiere-modal__box" role="dialog" aria-modal="true" aria-labelledby="premiere-modal-title" tabIndex={-1}>
        <h2 id="premiere-modal-title">{t('premiereStartedTitle')}</h2>
        <p>{t('premiereStartedText', { title })}</p>
        <div className="premiere-modal__actions">
          <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
            {t('close')}
          </button>
          {/* The page's loader now answers the stream: load this page again (a same-URL navigation reruns the loaders). */}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setDismissed(true);
              navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
            }}
          >
            {t('watchNow')}
          </button>
        </div>
      </div>
    </div>
  );
}
