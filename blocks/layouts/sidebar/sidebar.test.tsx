import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('layout: sidebar', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('renders a sidebar zone on the chosen logical side', () => {
    const html = renderBlock(block, { sidebarPosition: 'start' }, { main: 'M', sidebar: 'S' });
    expect(html).toContain('data-sidebar="start"');
    expect(html).toContain('<aside class="blk-zone blk-zone--sidebar">S</aside>');
  });
});
