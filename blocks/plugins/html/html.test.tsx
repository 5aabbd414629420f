import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';
import { sanitizeForeignHtml } from './sanitize';

describe('plugin: html', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('removes scripts, handlers, styles and javascript: URLs; keeps allowed markup', () => {
    const out = sanitizeForeignHtml('<h2>Hi</h2><p onclick="x()" style="color:red">a <a href="javascript:alert(1)">b</a> <a href="https://ok.test">c</a></p><script>bad()</script><iframe src="https://x"></iframe><img src="https://i.test/a.png" onerror="x()">');
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).not.toMatch(/onclick|onerror|style=|script|iframe|javascript:/);
    expect(out).toContain('<a href="https://ok.test" rel="noopener noreferrer">c</a>');
    expect(out).toContain('<img src="https://i.test/a.png" loading="lazy" />');
  });
  it('renders only sanitised HTML', () => {
    expect(renderBlock(block, { html: '<p>ok</p><script>x</script>' }, undefined)).toBe('<div class="blk-plugin blk-plugin--html"><p>ok</p></div>');
  });
});
