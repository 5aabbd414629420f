import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps on-site paths with query and hash', () => {
    expect(safeRedirect('/video/1?x=1#t')).toBe('/video/1?x=1#t');
    expect(safeRedirect('/cuenta')).toBe('/cuenta');
  });

  it('falls back for anything that could leave the site', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      // Dot segments collapse while parsing: these become `//evil.example`.
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
      'evil',
      '',
      null,
      undefined,
      '/'.padEnd(3000, 'a'),
    ]) {
      expect(safeRedirect(hostile as string, '/home'), String(hostile)).toBe('/home');
    }
  });
});
