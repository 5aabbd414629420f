import { describe, expect, it } from 'vitest';
import { sampleContinueWatching, sampleRowContext } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: continueWatching', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('shows a progress bar per card', () => {
    const html = renderBlock(block, { rowType: 'continueWatching' }, sampleRowContext('Continue', sampleContinueWatching));
    expect(html.match(/role="progressbar"/g)).toHaveLength(sampleContinueWatching.length);
    expect(html).toContain('aria-valuenow="17"');
  });
  it('is absent when there is nothing to continue (a guest, a new viewer)', () => {
    expect(renderBlock(block, { rowType: 'continueWatching' }, sampleRowContext('Continue', []))).toBe('');
  });
});
