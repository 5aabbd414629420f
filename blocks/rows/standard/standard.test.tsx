import { describe, expect, it } from 'vitest';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: standard', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  const html = renderBlock(block, { rowType: 'standard' }, sampleRowContext('Trending', sampleVods, true));

  it('server-renders a horizontal list of linked cards with the bucket name as heading', () => {
    expect(html).toContain('class="blk-track"');
    expect(html).toContain('>Trending</h2>');
    expect(html.match(/class="blk-card"/g)).toHaveLength(sampleVods.length);
    expect(html).toContain('href="/vod/vod-001/endless-orchard"');
  });

  it('responsive images: a 320 px card has its 1x and 2x steps, explicit size, eager only at the top', () => {
    expect(html).toContain('src="http://127.0.0.1:3001/images/art-01.jpg?w=480" srcSet="http://127.0.0.1:3001/images/art-01.jpg?w=960 2x"');
    expect(html).toContain('width="320" height="180"');
    expect(html).toContain('loading="eager"');
    const below = renderBlock(block, { rowType: 'standard' }, sampleRowContext('Below', sampleVods, false, 3));
    expect(below).not.toContain('loading="eager"');
  });

  it('access badges: lock + purchase for DENIED, sign in to watch for GRANTED_ON_SIGN_IN', () => {
    expect(html).toMatch(/class="blk-badge blk-badge--lock" title="purchase"><span class="blk-badge__text">purchase</);
    expect(html).toMatch(/class="blk-badge blk-badge--signIn" title="signInToWatch"><span class="blk-badge__text">signInToWatch</);
    const translated = renderBlock(block, { rowType: 'standard' }, sampleRowContext('T', sampleVods), { t: (k) => (k === 'purchase' ? 'Buy' : k) });
    expect(translated).toContain('Buy');
  });

  it('has an infinite-loading sentinel only while more data is available', () => {
    expect(html).toContain('blk-sentinel');
    expect(renderBlock(block, { rowType: 'standard' }, sampleRowContext('Done', sampleVods, false))).not.toContain('blk-sentinel');
  });

  it('honours rowCount, title, description, hideMetadata, background and textAlignment', () => {
    const custom = renderBlock(
      block,
      { rowType: 'standard', rowCount: 2, title: 'Picked', description: 'Desc', hideMetadata: true, background: '#123456', textAlignment: 'RIGHT' },
      sampleRowContext('Name', sampleVods),
    );
    expect(custom.match(/class="blk-slide"/g)).toHaveLength(4);
    expect(custom).toContain('>Picked</h2>');
    expect(custom).toContain('Desc');
    expect(custom).not.toContain('blk-card__meta');
    expect(custom).toContain('background-color:#123456');
    expect(custom).toContain('text-align:end');
  });

  it('ignores a background that is not a colour or URL (no CSS injection)', () => {
    expect(renderBlock(block, { rowType: 'standard', background: 'red;position:fixed' }, sampleRowContext('N', sampleVods))).not.toContain('position:fixed');
  });
});
