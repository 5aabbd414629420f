/**
 * The login sub-route layout: background chosen by width (a
 * `<picture>`: the mobile image at or below 1024 px, the wide one above, right-to-left
 * variants from the server), fading in over 200 ms; the 110-wide logo; the title; the back
 * button on every sub-route but plain login. Server-rendered, no client code of its own.
 * Used by the login screens (app/auth/login*.route.tsx), sign-up (forms) and the provider pages
 * (identity): pass what `loginLayoutData()` returned.
 */
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { LOGIN_LOGO_WIDTH, LOGIN_MOBILE_MAX_WIDTH, type LoginLayoutData } from './login-layout-data';

import loginStylesHref from './login.css';

export { loginStylesHref };

export function LoginLayout({ layout, children, footer }: { layout: LoginLayoutData; children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  const logoHeight = layout.logo ? Math.round((layout.logo.height / layout.logo.width) * LOGIN_LOGO_WIDTH) : 0;
  return (
    <section className="login-page" data-screen={layout.screen}>
      <picture className="login-page__background">
        <source media={`(max-width: ${LOGIN_MOBILE_MAX_WIDTH}px)`} srcSet={layout.background.mobile} />
        <img src={layout.background.wide} alt="" decoding="async" fetchPriority="low" />
      </picture>
      <div className="login-card">
        <div className="login-card__top">
          {layout.backHref ? (
            <Link to={layout.backHref} className="login-card__back" data-testid="login-back">
              <span aria-hidden="true">{layout.dir === 'rtl' ? '→' : '←'}</span> {t('loginBack')}
            </Link>
          ) : null}
          {layout.logo ? <img className="login-card__logo" src={layout.logo.url} alt={layout.logo.alt} width={LOGIN_LOGO_WIDTH} height={logoHeight} /> : null}
        </div>
        <h1>{t(layout.titleKey)}</h1>
        {children}
        {footer ? <div className="login-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A required field's label: the asterisk is decoration, `required` on the input says it to assistive tech. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <span>
      {text}{' '}
      <span className="login-required" aria-hidden="true">
        *
      </span>
    </span>
  );
}
