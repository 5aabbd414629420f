import { describe, expect, it } from 'vitest';
import { EN_LABELS, type LabelKey } from './en';
import { chainLabels, withProductEnglish } from './fallback-chain';
import { FALLBACK_LABELS } from './fallback';
import { translate } from './labels';

describe('translate', () => {
  it('returns the text, the key itself when missing or empty, and fills {placeholders}', () => {
    expect(translate({ signIn: 'Sign in' }, 'signIn')).toBe('Sign in');
    expect(translate({}, 'signIn')).toBe('signIn');
    expect(translate({ signIn: '' }, 'signIn')).toBe('signIn');
    expect(translate({ n: '{count} live' }, 'n', { count: 3 })).toBe('3 live');
    expect(translate({}, 'toString')).toBe('toString');
  });
  it("writes numbers in the viewer's locale (Intl), strings as they are", () => {
    expect(translate({ n: '{count} items' }, 'n', { count: 12345 }, {}, 'en')).toBe('12,345 items');
    expect(translate({ n: '{count} itens' }, 'n', { count: 12345 }, {}, 'pt')).toBe('12.345 itens');
    expect(translate({ n: '{count} عناصر' }, 'n', { count: 12345 }, {}, 'ar')).toMatch(/^12.345 عناصر$/);
    expect(translate({ n: '{name}' }, 'n', { name: '1234' }, {}, 'pt')).toBe('1234');
  });
});

describe('label fallback', () => {
  const realmSpanish = { signIn: 'Iniciar sesión', menuHome: 'Inicio' };
  const realmEnglish = { signIn: 'Log in', search: 'Find', menuHome: 'Home', menuSports: 'Sports' };

  it('reads the requested locale, then the realm English, then the product English', () => {
    const table = withProductEnglish(chainLabels(realmSpanish, realmEnglish));
    expect(table.signIn).toBe('Iniciar sesión');
    expect(table.search).toBe('Find');
    expect(table.menuSports).toBe('Sports');
    expect(table.signOut).toBe(EN_LABELS.signOut);
  });

  it('never falls back to another language: English with a French realm reads English', () => {
    const realmFrench = { signIn: 'Se connecter', searchPlaceholder: 'Rechercher' };
    // The platform answers English labels for an English viewer; French is never merged in.
    const table = withProductEnglish(chainLabels(undefined, {}));
    expect(table.signIn).toBe('Sign in');
    expect(table.searchPlaceholder).toBe(EN_LABELS.searchPlaceholder);
    expect(Object.values(table)).not.toContain(realmFrench.signIn);
  });

  it('treats an empty text as missing and drops $schema', () => {
    const table = withProductEnglish({ signIn: '', $schema: '../x.json' });
    expect(table.signIn).toBe('Sign in');
    expect(table).not.toHaveProperty('$schema');
  });

  it('has words for every product key even when the realm wrote none', () => {
    const table = withProductEnglish({});
    for (const key of Object.keys(EN_LABELS) as LabelKey[]) expect(table[key]?.trim(), key).toBeTruthy();
  });

  it('keeps the failure-page copy equal to the product English', () => {
    for (const [key, text] of Object.entries(FALLBACK_LABELS)) expect(text, key).toBe(EN_LABELS[key as LabelKey]);
  });

  it('rejects unknown keys at compile time', () => {
    const known: LabelKey = 'signIn';
    // @ts-expect-error -- not a key the product ships English for
    const unknown: LabelKey = 'signInn';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe('translate with a fallback table', () => {
  it('reads the fallback only where the labels have no text', () => {
    expect(translate({ tryAgain: 'Retry' }, 'tryAgain', undefined, FALLBACK_LABELS)).toBe('Retry');
    expect(translate({ tryAgain: '' }, 'tryAgain', undefined, FALLBACK_LABELS)).toBe(FALLBACK_LABELS.tryAgain);
    expect(translate({}, 'signIn', undefined, FALLBACK_LABELS)).toBe('signIn');
  });
});

describe('a lean table whose rest is on its way', () => {
  it('reads a key it lacks as nothing, not as the raw key; document text that is not a key stays', () => {
    expect(translate({ signIn: 'Sign in' }, 'showPassword', undefined, {}, 'en', true)).toBe('');
    expect(translate({ signIn: 'Sign in' }, 'signIn', undefined, {}, 'en', true)).toBe('Sign in');
    expect(translate({}, 'Our Story', undefined, {}, 'en', true)).toBe('Our Story');
    // Once complete, a key without text reads as itself (and realms:check lists it).
    expect(translate({}, 'showPassword')).toBe('showPassword');
  });
});
