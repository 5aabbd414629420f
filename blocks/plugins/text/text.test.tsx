import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('plugin: text', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('splits paragraphs on blank lines and escapes markup', () => {
    const html = renderBlock(block, { text: 'One\n\n<b>Two</b>' }, undefined);
    expect(html).toContain('<p>One</p><p>&lt;b&gt;Two&lt;/b&gt;</p>');
  });
});
