import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('layout: default', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('renders header and main zones', () => {
    const html = renderBlock(block, {}, { header: 'H', main: 'M' });
    expect(html).toMatch(/blk-zone--header">H<[\s\S]*blk-zone--main">M</);
  });
});
