import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock, renderExample } from '../../testing';
import { block } from './index';
import { sanitizeForeignHtml } from './sanitize.server';

describe('plugin: html', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('removes scripts, handlers, styles and javascript: URLs; keeps allowed markup', () => {
    const out = sanitizeForeignHtml(
      '<h2>Hi</h2><p onclick="x()" style="color:red">a <a href="javascript:alert(1)">b</a> <a href="https://ok.test">c</a></p><script>bad()</script><iframe src="https://x"></iframe><img src="https://i.test/a.png" onerror="x()">',
    );
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).not.toMatch(/onclick|onerror|style=|script|iframe|javascript:/);
    expect(out).toContain('<a href="https://ok.test" rel="noopener noreferrer">c</a>');
    expect(out).toContain('<img src="https://i.test/a.png" loading="lazy" />');
  });
  it('sanitises while parsing the props (server side), so the component renders only the sanitised HTML', () => {
    const props = block.schema.parse({ html: '<p>ok</p><script>x</script>' });
    expect(props).toEqual({ html: '<p>ok</p>' });
    expect(renderBlock(block, { html: '<p>ok</p><script>x</script>' }, undefined)).toBe('<div class="blk-plugin blk-plugin--html"><p>ok</p></div>');
  });
  it('examples render their sanitised HTML', () => {
    expect(renderExample(block, block.examples[0])).toContain('<h2>About us</h2>');
    const hostile = renderExample(block, block.examples[1]);
    expect(hostile).toContain('Safe text');
    expect(hostile).not.toMatch(/onclick|script|javascript:/);
  });
  it('rejects a non-string or over-long html prop before sanitising', () => {
    expect(block.schema.safeParse({ html: 1 }).success).toBe(false);
    expect(block.schema.safeParse({ html: 'x'.repeat(200_001) }).success).toBe(false);
  });
});
