import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('field: dropdown', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('a labelled select with an empty first choice and the chosen value selected', () => {
    const html = renderBlock(
      block,
      {
        type: 'dropdown',
        name: 'f',
        label: 'fieldLabel',
        options: [
          { value: 'a', label: 'optionA' },
          { value: 'b', label: 'optionB' },
        ],
      },
      { value: 'b' },
      { t: (k) => k.toUpperCase() },
    );
    expect(html).toContain('<select id="field-f" name="f"');
    expect(html).toContain('<option value="">SELECTOPTION</option>');
    expect(html).toContain('<option value="b" selected="">OPTIONB</option>');
  });
});
