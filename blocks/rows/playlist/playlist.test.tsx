import { describe, expect, it } from 'vitest';
import { samplePlaylists, sampleRowContext } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: playlist', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('shows item counts at 260 px; playlistImageType POSTER switches artwork', () => {
    const thumbs = renderBlock(block, { rowType: 'playlist' }, sampleRowContext('P', samplePlaylists));
    expect(thumbs).toContain('--card-w:260px');
    expect(thumbs).toContain('7<!-- --> <!-- -->items');
    expect(thumbs).toContain('art-01.jpg?w=480');
    const posters = renderBlock(block, { rowType: 'playlist', playlistImageType: 'POSTER' }, sampleRowContext('P', samplePlaylists));
    expect(posters).toContain('poster-01.jpg?w=480');
  });
});
