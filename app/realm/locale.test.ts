import { describe, expect, it } from 'vitest';
import { isRtl, matchLocale, negotiateAcceptLanguage, resolveLocale } from './locale';
import { themeToCssVars } from './theme';

describe('locale resolution', () => {
  const arena = { locales: ['en', 'es', 'pt'], defaultLocale: 'en' };
  const oasis = { locales: ['ar', 'en'], defaultLocale: 'ar' };

  it('matches tags exactly or by base language', () => {
    expect(matchLocale('es-MX', arena.locales)).toBe('es');
    expect(matchLocale('PT', arena.locales)).toBe('pt');
    expect(matchLocale('fr', arena.locales)).toBeNull();
    expect(matchLocale('*', arena.locales)).toBeNull();
  });

  it('negotiates Accept-Language by quality among the realm locales', () => {
    expect(negotiateAcceptLanguage('fr;q=1, pt;q=0.5, es;q=0.8', arena.locales)).toBe('es');
    expect(negotiateAcceptLanguage('de, fr', arena.locales)).toBeNull();
    expect(negotiateAcceptLanguage(';;;,q=,,', arena.locales)).toBeNull();
  });

  it('prefers the stored language, then Accept-Language, then the default', () => {
    expect(resolveLocale({ ...arena, pathname: '/home', stored: 'pt', acceptLanguage: 'es' })).toBe('pt');
    expect(resolveLocale({ ...arena, pathname: '/home', acceptLanguage: 'es-ES,en;q=0.5' })).toBe('es');
    expect(resolveLocale({ ...arena, pathname: '/home', stored: 'de', acceptLanguage: 'fr' })).toBe('en');
    expect(resolveLocale({ ...oasis, pathname: '/home' })).toBe('ar');
  });

  it('lets a localised path imply its locale when the realm has it', () => {
    expect(resolveLocale({ ...arena, pathname: '/cuenta', stored: 'en' })).toBe('es');
    expect(resolveLocale({ ...arena, pathname: '/a-minha-conta', acceptLanguage: 'en' })).toBe('pt');
    expect(resolveLocale({ ...oasis, pathname: '/cuenta' })).toBe('ar');
  });

  it('knows right-to-left locales', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('xx', ['xx'])).toBe(true);
  });
});

describe('themeToCssVars', () => {
  it('turns the theme into custom properties with px for plain numbers', () => {
    expect(
      themeToCssVars({
        colours: { background: '#000', accentHover: '#f00' },
        fonts: { body: 'Arial, sans-serif' },
        fontSizes: { headingDesktop: 40, headingWeight: 800 },
        gutters: { mobile: 20 },
        sizes: { cardRadius: '6px' },
      }),
    ).toEqual({
      '--color-background': '#000',
      '--color-accent-hover': '#f00',
      '--font-body': 'Arial, sans-serif',
      '--font-size-heading-desktop': '40px',
      '--font-size-heading-weight': '800',
      '--color-scheme': 'dark',
      '--gutter-mobile': '20px',
      '--size-card-radius': '6px',
    });
  });

  it('drops values that could escape the style attribute', () => {
    expect(themeToCssVars({ colours: { bad: 'red; } body { display:none', img: 'url(http://x)' } })).toEqual({ '--color-scheme': 'dark' });
    expect(themeToCssVars(undefined)).toEqual({ '--color-scheme': 'dark' });
  });
});
