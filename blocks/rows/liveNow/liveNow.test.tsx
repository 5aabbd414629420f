import { describe, expect, it } from 'vitest';
import { sampleLive, sampleRowContext } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: liveNow', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('shows live badges and the current programme with h:mm A times', () => {
    const html = renderBlock(block, { rowType: 'liveNow' }, sampleRowContext('Live', sampleLive));
    expect(html.match(/blk-badge--live/g)).toHaveLength(sampleLive.length);
    expect(html).toContain('7:30 PM');
    expect(html).toContain('8:30 PM');
    expect(html).toContain('Morning Round-up');
    expect(html).toContain('href="/live/channel-1/atlas-plus"');
  });
  it('is absent when nothing is live', () => {
    expect(renderBlock(block, { rowType: 'liveNow' }, sampleRowContext('Live', []))).toBe('');
  });
});
