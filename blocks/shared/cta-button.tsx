import { Suspense } from 'react';
import type { Cta } from './cta';
import { ctaHref, isExternalUrl, useBlockEnvironment } from './environment';

/**
 * A call-to-action link styled as a button; not rendered when its link cannot be built.
 * A button with an action (watchlist, favourites) is the app's control instead (environment `CtaAction`).
 */
export function CtaButton({ cta, variant }: { cta: Cta; variant: 'primary' | 'secondary' }) {
  const env = useBlockEnvironment();
  if (cta.action)
    return env.CtaAction ? (
      // Its own boundary: the app's control may be a lazy chunk, and only the button waits for it.
      <Suspense fallback={null}>
        <env.CtaAction cta={cta} variant={variant} />
      </Suspense>
    ) : null;
  const href = ctaHref(cta.link, env);
  if (!href) return null;
  const external = isExternalUrl(href);
  return (
    <a className={`blk-button blk-button--${variant}`} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {cta.ctaText}
    </a>
  );
}
