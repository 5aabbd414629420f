/** Constants and the data shape of the login layout, shared by server (login-page.server.ts) and component. */
import type { LabelKey } from '~/labels/labels';

/** Breakpoint, requested background widths and logo width. */
export const LOGIN_MOBILE_MAX_WIDTH = 1024;
export const LOGIN_MOBILE_IMAGE_WIDTH = 820;
export const LOGIN_WIDE_IMAGE_WIDTH = 1080;
export const LOGIN_LOGO_WIDTH = 110;

export type LoginLayoutScreen =
  | 'login'
  | 'loginProvider'
  | 'magicLink'
  | 'requestPassword'
  | 'requestNewPassword'
  | 'resetPassword'
  | 'resetPasswordLegacy'
  | 'emailConfirmation'
  | 'activateUser'
  | 'signup';

export interface LoginBackground {
  /** At or below 1024 px. */
  mobile: string;
  /** Above 1024 px. */
  wide: string;
}

export interface LoginLayoutData {
  screen: LoginLayoutScreen;
  titleKey: LabelKey;
  /** Null on plain login. */
  backHref: string | null;
  background: LoginBackground;
  logo: { url: string; alt: string; width: number; height: number } | null;
  /** Sign-up link when self-registration and the provider allow it; null otherwise. */
  signupHref: string | null;
  links: { login: string; requestPassword: string; magicLink: string };
  /**
   * A captcha-type MFA configuration exists: sign-in happens only on the dedicated login page
   * (a sign-up stage or a provider page links to `links.login` instead of embedding a form),
   * and the magic-link option, which would skip the captcha, is not offered.
   */
  dedicatedLogin: boolean;
  dir: 'ltr' | 'rtl';
}
