import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('field: line1', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('renders a labelled input with its autocomplete hint, the typed value and its error', () => {
    const html = renderBlock(block, { type: 'line1', name: 'f', label: 'fieldLabel', required: true }, { value: 'typed', error: 'fieldError' }, { t: (k) => k.toUpperCase() });
    expect(html).toContain('autoComplete="address-line1"');
    expect(html).toContain('for="field-f"');
    expect(html).toContain('FIELDLABEL');
    expect(html).toContain('value="typed"');
    expect(html).toContain('aria-describedby="field-f-error"');
    expect(html).toContain('FIELDERROR');
  });
});
