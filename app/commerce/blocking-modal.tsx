/**
 * A blocking modal that stands instead of a commerce screen (child profile, restricted
 * territory, VPN): the reason and one way out. It is the whole page content, so there is
 * nothing behind it to reach; focus starts on its message.
 */
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useKeyText, useT } from '~/labels/labels';

export function BlockingModal({ messageKey, backHref }: { messageKey: string; backHref: string }) {
  const t = useT();
  const keyText = useKeyText();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="commerce-modal" data-testid="purchase-blocked" data-reason={messageKey}>
      <div className="commerce-modal__dialog" role="alertdialog" aria-modal="true" aria-labelledby="commerce-modal-message">
        <p id="commerce-modal-message" className="commerce-modal__message" ref={heading} tabIndex={-1}>
          {keyText(messageKey)}
        </p>
        <Link className="button button--primary" to={backHref}>
          {t('goBack')}
        </Link>
      </div>
    </div>
  );
}
