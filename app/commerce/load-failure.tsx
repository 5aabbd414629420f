import { Link } from '@remix-run/react';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';

/** A commerce screen whose offers or basket could not be loaded: the reason and the way back. */
export function CommerceLoadFailure({ titleKey, messageKey, backHref }: { titleKey: LabelKey; messageKey: string; backHref: string }) {
  const t = useT();
  const keyText = useKeyText();
  return (
    <main className="commerce">
      <h1>{t(titleKey)}</h1>
      <p className="pay__message" role="alert">
        {keyText(messageKey)}
      </p>
      <Link className="button" to={backHref}>
        {t('goBack')}
      </Link>
    </main>
  );
}
