import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('consent: binaryChoice', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('a checkbox that answers true, with an explicit false for no-JS posts', () => {
    const html = renderBlock(block, { type: 'binaryChoice', fieldName: 'terms', text: 'acceptTerms', required: true }, {});
    expect(html).toContain('<input type="hidden" name="terms" value="false"/>');
    expect(html).toMatch(/type="checkbox" name="terms"[^>]*value="true"/);
    expect(html).toContain('required=""');
  });
});
