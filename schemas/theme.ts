/**
 * The realm theme: named tokens, each one a CSS custom property the stylesheets read
 * (`colours.textMuted` → `--color-text-muted`, `sizes.cardRadius` → `--size-card-radius`;
 * app/realm/theme.ts writes them on <html>). The token lists are exactly the properties the
 * CSS uses (app/realm/theme-tokens.test.ts greps the stylesheets), so a token here always
 * changes something and a typo is refused instead of ignored.
 *
 * Rules beyond the shapes: colours are CSS colours (schemas/css-colour.ts), and body text and
 * text on the accent reach WCAG AA contrast (4.5:1) on what they are painted on.
 */
import { z } from 'zod';
import { contrastRatio, CSS_COLOUR_PATTERN, CSS_COLOUR_RULE, parseCssColour } from './css-colour';

export const THEME_COLOURS = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'accent',
  'accentHover',
  'accentText',
  'border',
  'live',
  'focus',
  'error',
  'success',
] as const;
export const THEME_FONTS = ['body', 'heading'] as const;
export const THEME_GUTTERS = ['mobile', 'tablet', 'desktop'] as const;
export const THEME_SIZES = ['buttonHeight', 'buttonHeightMobile', 'borderRadius', 'cardRadius'] as const;
const HEADING_SIZES = ['headingMobile', 'headingTablet', 'headingDesktop', 'headingTv'] as const;

/** WCAG 2.x AA for body text. */
export const MIN_CONTRAST = 4.5;

/** Text pairs that must reach MIN_CONTRAST: [foreground, background, what the reader sees]. */
export const CONTRAST_PAIRS = [
  ['text', 'background', 'text on the background'],
  ['text', 'surface', 'text on surfaces (cards, panels)'],
  ['textMuted', 'background', 'muted text on the background'],
  ['accentText', 'accent', 'text on the accent (buttons)'],
] as const satisfies ReadonlyArray<readonly [(typeof THEME_COLOURS)[number], (typeof THEME_COLOURS)[number], string]>;

const colour = z.string().regex(CSS_COLOUR_PATTERN, `Must be ${CSS_COLOUR_RULE}.`);
/** A length: a number of pixels, or a CSS length such as `4px`, `1.5rem`, `0.02em`. */
export const CSS_LENGTH_PATTERN = /^(?:0|[+-]?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|vw|vh|%))$/;
const length = z.union([z.number().min(0).max(2000), z.string().regex(CSS_LENGTH_PATTERN, 'Must be a number of pixels or a CSS length such as 4px, 1.5rem.')]);
/** A font stack: family names, quoted or not, separated by commas; nothing that ends the declaration. */
export const FONT_STACK_PATTERN = /^[A-Za-z0-9 "',.-]{1,300}$/;
const fontStack = z.string().regex(FONT_STACK_PATTERN, 'Must be a font stack such as "Inter", Arial, sans-serif (letters, digits, spaces, quotes, commas).');

const tokens = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, T>);
const optionalTokens = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value.optional()])) as Record<K, z.ZodOptional<T>>);

export const themeSchema = z
  .strictObject({
    colours: tokens(THEME_COLOURS, colour).describe('Every colour the stylesheets use; each becomes --color-<kebab-name>.'),
    fonts: optionalTokens(THEME_FONTS, fontStack).default({}).describe('Font stacks of body text and headings (--font-body, --font-heading).'),
    fontSizes: z
      .strictObject({
        base: length.optional(),
        ...Object.fromEntries(HEADING_SIZES.map((k) => [k, length.optional()])),
        headingWeight: z.union([z.number().int().min(100).max(900), z.enum(['normal', 'bold'])]).optional(),
        headingTransform: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).optional(),
        headingLetterSpacing: z.union([length, z.literal('normal')]).optional(),
      })
      .default({})
      .describe('Body text size, heading size per viewport (mobile, tablet, desktop, TV), heading weight, case and letter spacing.'),
    gutters: tokens(THEME_GUTTERS, length).default({ mobile: 20, tablet: 70, desktop: 100 }).describe('Page padding per viewport.'),
    sizes: optionalTokens(THEME_SIZES, length).default({}).describe('Button heights (mobile and others), the corner radius of controls and of cards.'),
    forceKeyArtThumbnail: z.boolean().optional(),
  })
  .superRefine((theme, ctx) => {
    for (const [fg, bg, what] of CONTRAST_PAIRS) {
      const foreground = parseCssColour(theme.colours[fg]);
      const background = parseCssColour(theme.colours[bg]);
      if (!foreground || !background) continue;
      const ratio = contrastRatio(foreground, background);
      if (ratio < MIN_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          path: ['colours', fg],
          message: `Contrast of ${what} (${fg} ${theme.colours[fg]} on ${bg} ${theme.colours[bg]}) is ${ratio.toFixed(2)}:1; WCAG AA needs at least ${MIN_CONTRAST}:1.`,
        });
      }
    }
  });
export type Theme = z.output<typeof themeSchema>;
