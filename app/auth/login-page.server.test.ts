import { describe, expect, it } from 'vitest';
import { realmSettingsSchema } from '~/platform/schemas.server';
import { dedicatedLoginPageRequired, loginBackground, signupAllowed } from './login-page.server';

const settings = (extra: Record<string, unknown> = {}) =>
  realmSettingsSchema.parse({
    realm: 'arena',
    defaultLocale: 'en',
    locales: ['en'],
    theme: { colours: {} },
    ...extra,
  });

describe('login page settings', () => {
  it('background: the mobile image at 820 and the wide one at 1080, rtl variants for rtl', () => {
    const configured = settings({
      appSettings: {
        WEB: { loginBackground: { mobile: '/images/m.jpg', wide: '/images/w.jpg', mobileRtl: '/images/m-rtl.jpg', wideRtl: 'https://cdn.example/w-rtl.jpg' } },
      },
    });
    // The platform's artwork root-relative (through the web's origin); other origins as they are.
    expect(loginBackground(configured, 'arena', 'ltr')).toEqual({ mobile: '/images/m.jpg?w=820', wide: '/images/w.jpg?w=1080' });
    expect(loginBackground(configured, 'arena', 'rtl')).toEqual({ mobile: '/images/m-rtl.jpg?w=820', wide: 'https://cdn.example/w-rtl.jpg?w=1080' });
    // Unconfigured: the platform's artwork for the realm.
    expect(loginBackground(settings(), 'oasis', 'rtl').wide).toBe('/images/hero-oasis-sign-in--welcome.jpg?w=1080');
  });

  it('sign-up only when the realm and the provider allow it', () => {
    expect(signupAllowed(settings())).toBe(true);
    expect(signupAllowed(settings(), false)).toBe(false);
    expect(signupAllowed(settings({ features: { selfRegistration: false } }))).toBe(false);
  });

  it('a captcha-type MFA configuration forces the dedicated login page', () => {
    expect(dedicatedLoginPageRequired(settings({ mfaConfigurations: [{ type: 'EMAIL_OTP', enabled: true }] }))).toBe(false);
    expect(dedicatedLoginPageRequired(settings({ mfaConfigurations: [{ type: 'RECAPTCHA', enabled: true }] }))).toBe(true);
    expect(dedicatedLoginPageRequired(settings({ mfaConfigurations: [{ type: 'CAPTCHA', enabled: false }] }))).toBe(false);
  });
});
