import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('consent: informationText', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('shows the translated text', () => {
    expect(renderBlock(block, { type: 'informationText', fieldName: 'n', text: 'notice' }, {}, { t: () => 'Read this' })).toContain('Read this');
  });
});
