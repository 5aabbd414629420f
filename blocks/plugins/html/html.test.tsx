import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { examplesRender, renderBlock, renderExampleLoaded } from '../../testing';
import { Component } from './component';
import { block } from './index';
import { sanitizeForeignHtml } from './sanitize.server';

describe('plugin: html', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('removes scripts, handlers, styles and javascript: URLs; keeps allowed markup', () => {
    const out = sanitizeForeignHtml('<h2>Hi</h2><p onclick="x()" style="color:red">a <a href="javascript:alert(1)">b</a> <a href="https://ok.test">c</a></p><script>bad()</script><iframe src="https://x"></iframe><img src="https://i.test/a.png" onerror="x()">');
    expect(out).toContain('<h2>Hi</h2>');
    expect(out).not.toMatch(/onclick|onerror|style=|script|iframe|javascript:/);
    expect(out).toContain('<a href="https://ok.test" rel="noopener noreferrer">c</a>');
    expect(out).toContain('<img src="https://i.test/a.png" loading="lazy" />');
  });
  it('sanitises on the server (load) and renders only the sanitised HTML', async () => {
    const props = block.schema.parse({ html: '<p>ok</p><script>x</script>' });
    const loaded = await block.load!(props, undefined);
    expect(loaded).toEqual({ ok: true, data: { html: '<p>ok</p>' } });
    expect(renderBlock(block, props, undefined, {}, loaded)).toBe('<div class="blk-plugin blk-plugin--html"><p>ok</p></div>');
  });
  it('examples render their sanitised HTML after load', async () => {
    expect(await renderExampleLoaded(block, block.examples[0])).toContain('<h2>About us</h2>');
    const hostile = await renderExampleLoaded(block, block.examples[1]);
    expect(hostile).toContain('Safe text');
    expect(hostile).not.toMatch(/onclick|script|javascript:/);
  });
  it('never renders the raw prop: without a successful load the frame stays empty', () => {
    const props = { html: '<p>raw</p><script>x</script>' };
    expect(renderBlock(block, props, undefined)).toBe('<div class="blk-plugin blk-plugin--html"></div>');
    expect(renderToString(<Component props={props} context={undefined} loaded={{ ok: false, error: 'down' }} />)).toBe('<div class="blk-plugin blk-plugin--html"></div>');
  });
});
