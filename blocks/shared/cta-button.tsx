import type { Cta } from './cta';
import { ctaHref, isExternalUrl, useBlockEnvironment } from './environment';

/** A call-to-action link styled as a button; not rendered when its link cannot be built. */
export function CtaButton({ cta, variant }: { cta: Cta; variant: 'primary' | 'secondary' }) {
  const env = useBlockEnvironment();
  const href = ctaHref(cta.link, env);
  if (!href) return null;
  const external = isExternalUrl(href);
  return (
    <a className={`blk-button blk-button--${variant}`} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {cta.ctaText}
    </a>
  );
}
