import { describe, expect, it } from 'vitest';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: grid', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('pages with a sentinel when unlimited', () => {
    const html = renderBlock(block, { rowType: 'grid' }, sampleRowContext('All', sampleVods, true));
    expect(html).toContain('class="blk-grid"');
    expect(html).toContain('blk-sentinel--grid');
    expect(html).not.toContain('data-limited');
  });
  it('rowCount limits rows by CSS (data-needs-cols) and stops paging', () => {
    const html = renderBlock(block, { rowType: 'grid', rowCount: 2 }, sampleRowContext('Top', sampleVods, true));
    expect(html).toContain('data-limited="true"');
    expect(html).toContain('data-needs-cols="1"');
    expect(html).toContain('data-needs-cols="4"');
    expect(html).not.toContain('blk-sentinel');
  });
});
