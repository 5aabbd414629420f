/** The theme's tokens are exactly the custom properties the stylesheets read: none missing, none dead. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS, THEME_FONTS, THEME_GUTTERS, THEME_SIZES, themeSchema } from '../../schemas/theme';
import { themeColourScheme, themeToCssVars } from './theme';

const root = join(__dirname, '..', '..');

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every theme property a stylesheet or component reads with var(--…). */
function themePropertiesRead(): Set<string> {
  const read = new Set<string>();
  for (const file of [...styleFiles(join(root, 'app')), ...styleFiles(join(root, 'blocks'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/var\(\s*(--(?:color|font|font-size|gutter|size)-[a-z0-9-]+)/g)) read.add(match[1]);
  }
  read.delete('--color-scheme'); // derived from the background, not a token
  return read;
}

const fullTheme = themeSchema.parse({
  colours: Object.fromEntries(THEME_COLOURS.map((k) => [k, k === 'background' || k === 'surface' || k === 'accent' ? '#000000' : '#ffffff'])),
  fonts: Object.fromEntries(THEME_FONTS.map((k) => [k, 'Arial, sans-serif'])),
  fontSizes: {
    base: 16,
    headingMobile: 24,
    headingTablet: 32,
    headingDesktop: 40,
    headingTv: 40,
    headingWeight: 700,
    headingTransform: 'none',
    headingLetterSpacing: 'normal',
  },
  gutters: Object.fromEntries(THEME_GUTTERS.map((k) => [k, 20])),
  sizes: Object.fromEntries(THEME_SIZES.map((k) => [k, 4])),
});

describe('theme tokens', () => {
  it('are exactly the custom properties the CSS reads', () => {
    const written = Object.keys(themeToCssVars(fullTheme)).filter((name) => name !== '--color-scheme');
    expect([...themePropertiesRead()].sort()).toEqual(written.sort());
  });

  it('derive color-scheme from the background', () => {
    expect(themeColourScheme({ colours: { background: '#fafafa' } })).toBe('light');
    expect(themeColourScheme({ colours: { background: 'ivory' } })).toBe('light');
    expect(themeColourScheme({ colours: { background: '#0b1026' } })).toBe('dark');
    expect(themeColourScheme({})).toBe('dark');
    expect(themeToCssVars({ colours: { background: 'white' } })['--color-scheme']).toBe('light');
  });
});
