/**
 * What every login sub-route's layout needs, built on the server:
 * the title by path, the back target (none on plain login), the background by width with
 * its right-to-left variant, the 110-wide logo, the sign-up option, the links to the other
 * sub-routes carrying the query. Used by the login screens here and by the sign-up (forms)
 * and provider (identity) screens:
 *
 *   const layout = loginLayoutData(ctx, 'requestPassword', { provider });
 *   return json({ layout, ... });            // then <LoginLayout {...layout}>…</LoginLayout>
 */
import { z } from 'zod';
import { withLocalImages } from '~/content/local-images.server';
import type { AppContext } from '~/context.server';
import { getEnv } from '~/env.server';
import type { RealmSettings } from '~/platform/schemas.server';
import { pathFor } from '~/routing/paths';
import type { ScreenKey } from '~/routing/route-table';
import { carriedQuery, loginBackTarget } from './login-query';
import { LOGIN_MOBILE_IMAGE_WIDTH, LOGIN_WIDE_IMAGE_WIDTH, type LoginBackground, type LoginLayoutData, type LoginLayoutScreen } from './login-layout-data';

export type { LoginLayoutData, LoginLayoutScreen } from './login-layout-data';

/** The screens that use the login layout, and their title label. */
const TITLES = {
  login: 'signInTitle',
  loginProvider: 'signInTitle',
  magicLink: 'magicLinkTitle',
  requestPassword: 'forgotPasswordTitle',
  requestNewPassword: 'forgotPasswordTitle',
  resetPassword: 'forgottenPasswordTitle',
  resetPasswordLegacy: 'forgottenPasswordTitle',
  emailConfirmation: 'emailConfirmationTitle',
  activateUser: 'emailConfirmationTitle',
  signup: 'signUp',
} as const satisfies Record<LoginLayoutScreen, string> & Partial<Record<ScreenKey, string>>;

/**
 * Realm setting `appSettings.WEB.loginBackground` (image paths of the platform's image
 * service or absolute URLs); the `Rtl` variants are used for right-to-left locales.
 */
const backgroundSettingSchema = z.object({
  mobile: z.string().min(1),
  wide: z.string().min(1),
  mobileRtl: z.string().min(1).optional(),
  wideRtl: z.string().min(1).optional(),
});

/** The platform's artwork root-relative, through the web's origin like every composed page's. */
function imageUrl(source: string, width: number): string {
  const base = getEnv().PLATFORM_PUBLIC_URL ?? getEnv().PLATFORM_URL;
  const url = source.startsWith('/') ? new URL(source, base) : new URL(source);
  url.searchParams.set('w', String(width));
  return withLocalImages(url.toString(), base);
}

export function loginBackground(settings: RealmSettings, realm: string, dir: 'ltr' | 'rtl'): LoginBackground {
  const parsed = backgroundSettingSchema.safeParse(settings.appSettings?.WEB?.loginBackground);
  const setting = parsed.success
    ? parsed.data
    : { mobile: `/images/portrait-${realm}-sign-in--welcome.jpg`, wide: `/images/hero-${realm}-sign-in--welcome.jpg` };
  const rtl = dir === 'rtl';
  return {
    mobile: imageUrl((rtl && setting.mobileRtl) || setting.mobile, LOGIN_MOBILE_IMAGE_WIDTH),
    wide: imageUrl((rtl && setting.wideRtl) || setting.wide, LOGIN_WIDE_IMAGE_WIDTH),
  };
}

/** Self-registration allowed by the realm, and by the identity provider when there is one. */
export function signupAllowed(settings: RealmSettings, providerAllowsSignup = true): boolean {
  return settings.features.selfRegistration && providerAllowsSignup;
}

/**
 * A captcha-type authentication MFA configuration forces sign-in onto the dedicated login
 * page: screens that would embed a sign-in form (a sign-up stage, a side panel) link or
 * redirect to /login instead.
 */
export function dedicatedLoginPageRequired(settings: RealmSettings): boolean {
  return settings.mfaConfigurations.some((c) => /captcha/i.test(c.type) && c.enabled !== false);
}

export function loginLayoutData(
  ctx: AppContext,
  screen: LoginLayoutScreen,
  options: { providerAllowsSignup?: boolean; provider?: string | null } = {},
): LoginLayoutData {
  const query = ctx.url.searchParams;
  const locale = ctx.locale;
  const carried = carriedQuery(query);
  const provider = options.provider ? { provider: options.provider } : {};
  const registration = ctx.settings.registration.externalUrl;
  return {
    screen,
    titleKey: TITLES[screen],
    backHref: screen === 'login' ? null : loginBackTarget(query, locale),
    background: loginBackground(ctx.settings, ctx.realm, ctx.dir),
    logo: ctx.settings.logo
      ? { url: ctx.settings.logo.url, alt: ctx.settings.logo.alt || ctx.settings.name, width: ctx.settings.logo.width, height: ctx.settings.logo.height }
      : null,
    signupHref: signupAllowed(ctx.settings, options.providerAllowsSignup)
      ? registration && /^https:\/\//.test(registration)
        ? registration
        : pathFor('signup', {}, { locale, query: { ...carried, ...provider } })
      : null,
    links: {
      login: pathFor('login', {}, { locale, query: carried }),
      requestPassword: pathFor('requestPassword', {}, { locale, query: { ...carried, ...provider } }),
      magicLink: pathFor('magicLink', {}, { locale, query: carried }),
    },
    dir: ctx.dir,
    dedicatedLogin: dedicatedLoginPageRequired(ctx.settings),
  };
}
