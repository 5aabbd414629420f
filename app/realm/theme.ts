/**
 * Realm theme → CSS custom properties set on <html> (colours, fonts, font sizes, gutters per viewport, sizes). The stylesheets only
 * ever read these variables, so a realm restyles the site without CSS changes. `--color-scheme` is derived from the background
 * (light or dark), so native form controls, date pickers and scroll bars match the theme.
 */
import { colourSchemeFor, parseCssColour } from '../../schemas/css-colour';

export interface ThemeInput {
  colours?: Record<string, string>;
  fonts?: Record<string, string>;
  fontSizes?: Record<string, string | number>;
  gutters?: Record<string, string | number>;
  sizes?: Record<string, string | number>;
}

const kebab = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9-]/g, '')
    .toLowerCase();

/** Unitless numbers are pixels, except for values that are ratios or weights. */
function cssValue(key: string, value: string | number): string {
  if (typeof value === 'number') return /weight|scale|ratio|lineheight|opacity/i.test(key) ? String(value) : `${value}px`;
  return value;
}

/** Reject values that could break out of a style attribute (realm files are trusted, but validated anyway). */
function safe(value: string): boolean {
  return value.length < 300 && !/[;{}<>]|url\s*\(|expression\s*\(/i.test(value);
}

export function themeToCssVars(theme: ThemeInput | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  const add = (prefix: string, group: Record<string, string | number> | undefined) => {
    for (const [key, raw] of Object.entries(group ?? {})) {
      if (typeof raw !== 'string' && typeof raw !== 'number') continue;
      const value = cssValue(key, raw);
      if (safe(value)) vars[`--${prefix}-${kebab(key)}`] = value;
    }
  };
  add('color', theme?.colours);
  add('font', theme?.fonts);
  add('font-size', theme?.fontSizes);
  add('gutter', theme?.gutters);
  add('size', theme?.sizes);
  vars['--color-scheme'] = themeColourScheme(theme);
  return vars;
}

/** `light` or `dark`: what the theme's background asks of native controls (dark when it names none). */
export function themeColourScheme(theme: ThemeInput | undefined): 'light' | 'dark' {
  const background = theme?.colours?.background ? parseCssColour(theme.colours.background) : null;
  return background ? colourSchemeFor(background) : 'dark';
}
