/**
 * The share action as a button. Renders nothing unless the
 * realm enables social sharing. Small and dependency-free: it may sit on any page
 * without growing shared bundles much, but it is only imported by detail screens.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import { browserShareEnvironment, phaseAfter, SHARE_LABEL_KEYS, SHARE_LABEL_RESET_MS, shareLink, type ShareEnvironment, type SharePhase } from './share-link';

export interface ShareButtonProps {
  /** Absolute address to share. */
  url: string;
  title?: string;
  className?: string;
  /** Overrides the realm's `features.socialSharing` (tests, galleries). */
  enabled?: boolean;
  /** For tests: the capabilities to use instead of the browser's. */
  environment?: ShareEnvironment;
}

export function ShareButton({ url, title, className, enabled, environment }: ShareButtonProps) {
  const t = useT();
  const root = useRootData();
  const [phase, setPhase] = useState<SharePhase>('idle');
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!(enabled ?? root?.features.socialSharing ?? false)) return null;

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await shareLink(url, title, environment ?? browserShareEnvironment());
    setBusy(false);
    const next = phaseAfter(outcome);
    setPhase(next);
    if (timer.current) clearTimeout(timer.current);
    if (next !== 'idle') timer.current = setTimeout(() => setPhase('idle'), SHARE_LABEL_RESET_MS);
  };

  return (
    <button
      type="button"
      className={['button', 'button--ghost', 'share-button', className ?? ''].filter(Boolean).join(' ')}
      data-phase={phase}
      onClick={() => void onClick()}
      aria-busy={busy || undefined}
    >
      <span aria-hidden="true" className="share-button__icon">
        ↗
      </span>
      {/* Announced politely: the label change is the only feedback. */}
      <span aria-live="polite">{t(SHARE_LABEL_KEYS[phase])}</span>
    </button>
  );
}
