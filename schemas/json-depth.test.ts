import { describe, expect, it } from 'vitest';
import { tooDeepAt } from './json-depth';

const nested = (depth: number) => {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) value = { children: [value] };
  return value;
};

describe('tooDeepAt', () => {
  it('accepts ordinary documents and points at the first value past the limit', () => {
    expect(tooDeepAt({ a: [{ b: 1 }], 'x/y': { '~': null } })).toBeNull();
    expect(tooDeepAt(nested(10), 64)).toBeNull();
    expect(tooDeepAt(nested(3), 4)).toBe('/children/0/children/0');
  });

  it('reads a document 10 000 deep without overflowing the stack', () => {
    expect(tooDeepAt(nested(10_000))?.startsWith('/children/0/children/0')).toBe(true);
  });
});
