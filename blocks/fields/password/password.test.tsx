import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('field: password', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('renders a labelled password input with its error wired for assistive technology', () => {
    const html = renderBlock(
      block,
      { type: 'password', name: 'f', label: 'fieldLabel', required: true },
      { value: 'typed', error: 'fieldError' },
      { t: (k) => k.toUpperCase() },
    );
    expect(html).toContain('type="password"');
    expect(html).toContain('for="field-f"');
    expect(html).toContain('FIELDLABEL');
    expect(html).toContain('aria-describedby="field-f-error"');
    expect(html).toContain('FIELDERROR');
    expect(html.includes('value="typed"')).toBe(false);
  });
});
