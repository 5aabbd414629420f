import { describe, expect, it } from 'vitest';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: poster', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('uses portrait posters at card width 220', () => {
    const html = renderBlock(block, { rowType: 'poster' }, sampleRowContext('Posters', sampleVods));
    expect(html).toContain('poster-01.jpg?w=480');
    expect(html).toContain('width="220" height="330"');
    expect(html).toContain('--card-w:220px');
  });
});
