/** Gift redemption codes: format, tolerant reading, the check character, derivation. */
import { describe, expect, it } from 'vitest';
import { checkCharacter, codeHash, giftCode, giftCodeKey, groupCode, normaliseCode } from '../../platform/commerce/gift-codes.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const key = giftCodeKey('a test signing secret that is long enough');

describe('gift codes', () => {
  it('are 16 Crockford base32 characters in four groups, derived from the gift id and key alone', () => {
    const code = giftCode(key, 'gft_1');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(groupCode(code)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(giftCode(key, 'gft_1')).toBe(code);
    expect(giftCode(key, 'gft_2')).not.toBe(code);
    expect(giftCode(giftCodeKey('another signing secret, also long enough'), 'gft_1')).not.toBe(code);
  });

  it('read back as typed: lower case, spaces, dashes, o for 0, i and l for 1', () => {
    const code = giftCode(key, 'gft_read');
    const typed = groupCode(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/-/g, ' - ');
    expect(normaliseCode(typed)).toBe(code);
    expect(codeHash(normaliseCode(typed)!)).toBe(codeHash(code));
  });

  it('reject every single mistyped character and wrong lengths, letters outside the alphabet and markup', () => {
    const code = giftCode(key, 'gft_typo');
    for (let i = 0; i < code.length; i++) {
      for (const c of ALPHABET) {
        if (c === code[i]) continue;
        expect(normaliseCode(code.slice(0, i) + c + code.slice(i + 1))).toBeNull();
      }
    }
    expect(normaliseCode(code.slice(0, 15))).toBeNull();
    expect(normaliseCode(`${code}0`)).toBeNull();
    expect(normaliseCode(code.replace(/.$/, 'U'))).toBeNull();
    expect(normaliseCode('<script>alert(1)</script>')).toBeNull();
    expect(normaliseCode('x'.repeat(1000))).toBeNull();
  });

  it('catch most swapped neighbours (Luhn mod 32 misses only pairs that sum to a multiple of 31)', () => {
    let caught = 0;
    let swaps = 0;
    for (let n = 0; n < 50; n++) {
      const code = giftCode(key, `gft_swap_${n}`);
      for (let i = 0; i < 15; i++) {
        if (code[i] === code[i + 1]) continue;
        swaps++;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        if (normaliseCode(swapped) === null) caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95);
  });

  it('check character of a known payload', () => {
    expect(checkCharacter('000000000000000')).toBe('0');
    expect(normaliseCode(`00000000000000${ALPHABET[1]}${checkCharacter(`00000000000000${ALPHABET[1]}`)}`)).not.toBeNull();
  });
});
