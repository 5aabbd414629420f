import { describe, expect, it } from 'vitest';
import { sampleRowContext, sampleSections } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: sectionLink', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('links to sections with 200 px cards', () => {
    const html = renderBlock(block, { rowType: 'sectionLink' }, sampleRowContext('Browse', sampleSections), { contentHref: (c) => `/section/${c.id}` });
    expect(html).toContain('href="/section/sport"');
    expect(html).toContain('--card-w:200px');
  });
});
