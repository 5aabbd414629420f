import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { validateValues } from '../rules/form-rules';
import { block } from './index';

describe('field: confirmPassword', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('a password input (the reveal button comes with JS), never echoing the value', () => {
    const html = renderBlock(block, { type: 'confirmPassword', name: 'f', label: 'fieldLabel', required: true }, { value: 'secret-typed' });
    expect(html).toContain('type="password"');
    expect(html).toContain('autoComplete="new-password"');
    expect(html).not.toContain('aria-controls'); // server HTML: no button that would do nothing without JS
    expect(html).not.toContain('secret-typed');
  });
  it('must equal the password field it names', () => {
    const rules = [
      { name: 'password', type: 'password' as const, required: true },
      { name: 'again', type: 'confirmPassword' as const, required: true, matches: 'password' },
    ];
    expect(validateValues(rules, { password: 'Long-enough-1', again: 'Long-enough-2' })).toEqual({ again: 'againFieldIsInvalid' });
    expect(validateValues(rules, { password: 'Long-enough-1', again: 'Long-enough-1' })).toEqual({});
    expect(validateValues(rules, { password: 'Long-enough-1', again: '' })).toEqual({ again: 'againFieldIsRequired' });
  });
});
