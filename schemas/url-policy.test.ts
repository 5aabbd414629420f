import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate';
import { isSafeImage, isSafeLink } from './url-policy';

const refused = [
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/x',
  'https://user:pw@evil.example/',
  'https:evil.example',
  'https:///evil.example',
  'relative/path',
  '',
  'vbscript:x',
  '/ok\u0000x',
];
const accepted = [
  '/',
  '/signup',
  '/purchase?plan=year#top',
  '/a path/with space',
  'https://example.com',
  'https://example.com/arena/help?x=1#y',
  'https://sub.example.co.uk:8443/p',
];

describe('url policy', () => {
  it('accepts site paths and https URLs, refuses every other scheme and every browser-rewritten trick', () => {
    for (const link of accepted) expect(isSafeLink(link), JSON.stringify(link)).toBe(true);
    for (const link of refused) expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
    expect(isSafeImage('{{PLATFORM_PUBLIC_URL}}/images/a.jpg')).toBe(true);
    expect(isSafeLink('{{PLATFORM_PUBLIC_URL}}/images/a.jpg')).toBe(false);
    expect(isSafeImage('{{PLATFORM_PUBLIC_URL}}//evil.example/a.jpg')).toBe(false);
  });

  it('the generated JSON Schemas apply it with a pointer: page CTA links, hero images, menu links, realm logo', () => {
    const page = (url: string, imageUrl = '/images/a.jpg') => ({
      id: 'p',
      title: 'P',
      heroes: [{ type: 'hero', heroId: 'h1', background: { imageUrl }, primaryButton: { ctaText: 'Go', link: { type: 'URL', url } } }],
      buckets: [],
    });
    expect(validateDocument('page', page('/signup')).ok).toBe(true);
    for (const url of ['javascript:alert(1)', '/\\evil.example', '/\t/evil.example', '//evil.example', 'http://example.com']) {
      const result = validateDocument('page', page(url));
      expect(result.ok, url).toBe(false);
      expect(result.errors.map((e) => e.pointer)).toContain('/heroes/0/primaryButton/link/url');
    }
    const image = validateDocument('page', page('/ok', 'data:image/svg+xml,<svg onload=alert(1)>'));
    expect(image.errors.map((e) => e.pointer)).toContain('/heroes/0/background/imageUrl');

    const menus = (target: string) => ({ WEB: [{ id: 'x', label: 'menuX', type: 'LINK', target }], 'MOBILE-WEB': [] });
    expect(validateDocument('menus', menus('https://example.com/help')).ok).toBe(true);
    expect(validateDocument('menus', menus('home')).ok).toBe(true);
    const bad = validateDocument('menus', menus('javascript:alert(1)'));
    expect(bad.errors.map((e) => e.pointer)).toContain('/WEB/0/target');
  });

  it('a menu nested 2 000 deep is refused with a pointer (no stack overflow)', () => {
    let item: Record<string, unknown> = { id: 'leaf', label: 'menuX', type: 'PAGE', target: 'home' };
    for (let i = 0; i < 2000; i++) item = { id: `n${i}`, label: 'menuX', type: 'PAGE', target: 'home', children: [item] };
    const result = validateDocument('menus', { WEB: [item], 'MOBILE-WEB': [] });
    expect(result.ok).toBe(false);
    expect(result.errors[0].pointer).toMatch(/^\/WEB\/0(\/children\/0)+/);
    expect(result.errors[0].message).toMatch(/Nested more than 64 levels/);
  });
  it('takes plain-http images from loopback only (the media base on a development machine)', () => {
    expect(isSafeImage('http://127.0.0.1:3201/images/a.jpg')).toBe(true);
    expect(isSafeImage('http://oasis.localhost:3000/a.png')).toBe(true);
    for (const hostile of [
      'http://evil.example/a.png',
      'http://127.0.0.1.evil.example/a.png',
      'http://localhost@evil.example/a.png',
      'http://localhost:3000//evil.example',
    ]) {
      expect(isSafeImage(hostile), hostile).toBe(false);
    }
    expect(isSafeLink('http://localhost:3000/home')).toBe(false);
  });
});
