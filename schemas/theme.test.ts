import { describe, expect, it } from 'vitest';
import { THEME_COLOURS, themeSchema } from './theme';
import { validateDocument } from './validate';
import arena from '../realms/arena/realm.json';

const colours = Object.fromEntries(THEME_COLOURS.map((k) => [k, '#ffffff'])) as Record<(typeof THEME_COLOURS)[number], string>;
const lightTheme = {
  colours: { ...colours, background: '#fafafa', surface: '#ffffff', text: '#1a1a1a', textMuted: '#595959', accent: '#0050b3', accentText: '#ffffff' },
};

describe('theme schema', () => {
  it('accepts a light theme with enough contrast', () => expect(themeSchema.safeParse(lightTheme).success).toBe(true));

  it('refuses a misspelt colour with the rule and a suggestion, at its pointer', () => {
    const realm = structuredClone(arena) as any;
    realm.theme.colours.accent = 'greeen';
    const result = validateDocument('realm', realm);
    expect(result.errors).toEqual([
      {
        pointer: '/theme/colours/accent',
        message:
          '"greeen" is not a CSS colour: #rgb, #rrggbb (or with alpha), rgb(…), hsl(…) or a lower-case colour name such as green (did you mean "green"?).',
      },
    ]);
  });

  it('refuses unknown tokens (a token the CSS does not read would change nothing)', () => {
    const realm = structuredClone(arena) as any;
    realm.theme.colours.secondary = '#ffb020';
    realm.theme.sizes.cardWidth = 320;
    expect(validateDocument('realm', realm).errors.map((e) => e.pointer)).toEqual(['/theme/colours/secondary', '/theme/sizes/cardWidth']);
  });

  it('requires every colour token', () => {
    const realm = structuredClone(arena) as any;
    delete realm.theme.colours.textMuted;
    expect(validateDocument('realm', realm).errors).toEqual([{ pointer: '/theme/colours/textMuted', message: '"textMuted" is required.' }]);
  });

  it('refuses text under WCAG AA (4.5:1) on the background and on the accent, naming both colours and the ratio', () => {
    const parsed = themeSchema.safeParse({ colours: { ...lightTheme.colours, text: '#999999', accentText: '#7fb2ff' } });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => [i.path.join('/'), i.message]);
    expect(issues).toEqual([
      ['colours/text', 'Contrast of text on the background (text #999999 on background #fafafa) is 2.73:1; WCAG AA needs at least 4.5:1.'],
      ['colours/text', 'Contrast of text on surfaces (cards, panels) (text #999999 on surface #ffffff) is 2.85:1; WCAG AA needs at least 4.5:1.'],
      ['colours/accentText', 'Contrast of text on the accent (buttons) (accentText #7fb2ff on accent #0050b3) is 3.47:1; WCAG AA needs at least 4.5:1.'],
    ]);
  });

  it('checks lengths and font stacks instead of passing any string into the style', () => {
    const bad = themeSchema.safeParse({ ...lightTheme, sizes: { borderRadius: '4px; background: red' }, fonts: { body: 'x} body {color:red' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('/'))).toEqual(['fonts/body', 'sizes/borderRadius']);
  });
});
