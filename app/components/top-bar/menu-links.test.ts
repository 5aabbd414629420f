import { describe, expect, it } from 'vitest';
import { hamburgerGroups, menuLink, screenFromRouteKey } from './menu-links';

const options = { locale: 'en', defaultPage: 'home' };

describe('menuLink', () => {
  it('maps sections, pages, screens and links', () => {
    expect(menuLink({ type: 'SECTION', target: 'home' }, options)).toEqual({ href: '/home', external: false });
    expect(menuLink({ type: 'SECTION', target: 'browse' }, { ...options, locale: 'es' })).toEqual({ href: '/canales', external: false });
    expect(menuLink({ type: 'SECTION', target: 'sports' }, options)?.href).toBe('/section/sports');
    expect(menuLink({ type: 'PAGE', target: 'about' }, options)?.href).toBe('/externalpage/about');
    expect(menuLink({ type: 'SCREEN', target: 'LIVE_NOW' }, options)?.href).toBe('/livenow');
    expect(menuLink({ type: 'SCREEN', target: 'EPG' }, { ...options, locale: 'pt' })?.href).toBe('/guia-de-programas');
    expect(menuLink({ type: 'SCREEN', target: 'VOD' }, options)).toBeNull();
    expect(menuLink({ type: 'SCREEN', target: 'NOPE' }, options)).toBeNull();
    expect(menuLink({ type: 'LINK', target: 'https://example.com/x' }, options)).toEqual({ href: 'https://example.com/x', external: true });
    expect(menuLink({ type: 'LINK', target: 'javascript:alert(1)' }, options)).toBeNull();
    expect(menuLink({ type: 'LINK', target: '//evil' }, options)).toBeNull();
    for (const target of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'http://evil.example/', 'data:text/html,x']) {
      expect(menuLink({ type: 'LINK', target }, options), target).toBeNull();
    }
  });

  it('knows route keys and screen keys', () => {
    expect(screenFromRouteKey('MULTI_VIEW')).toBe('multiView');
    expect(screenFromRouteKey('liveNow')).toBe('liveNow');
    expect(screenFromRouteKey('FAVOURITES')).toBe('favourites');
  });

  it('groups hamburger items into featured and non-featured, children kept under their parent', () => {
    const groups = hamburgerGroups([
      { id: 'a', label: 'a', type: 'SECTION', target: 'a', featured: true, children: [{ id: 'b', label: 'b', type: 'SECTION', target: 'b', featured: false }] },
      { id: 'c', label: 'c', type: 'SECTION', target: 'c', featured: false },
    ]);
    expect(groups.featured.map((i) => i.id)).toEqual(['a']);
    expect(groups.featured[0].children?.map((i) => i.id)).toEqual(['b']);
    expect(groups.other.map((i) => i.id)).toEqual(['c']);
  });
});
