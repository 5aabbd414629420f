import { describe, expect, it } from 'vitest';
import { LABEL_KEYS } from './keys';
import { translate } from './labels';

describe('translate', () => {
  it('returns the text, the key itself when missing, and fills {placeholders}', () => {
    expect(translate({ signIn: 'Sign in' }, 'signIn')).toBe('Sign in');
    expect(translate({}, 'signIn')).toBe('signIn');
    expect(translate({ n: '{count} live' }, 'n', { count: 3 })).toBe('3 live');
    expect(translate({}, 'toString')).toBe('toString');
  });

  it('lists each label key once', () => {
    expect(new Set(LABEL_KEYS).size).toBe(LABEL_KEYS.length);
  });
});
