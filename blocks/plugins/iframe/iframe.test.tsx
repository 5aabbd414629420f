import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { isAllowedFrameSource } from './component';
import { block } from './index';

describe('plugin: iframe', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('sandboxes with allow-scripts only (never same-origin)', () => {
    const html = renderBlock(block, { src: 'https://w.test/a', title: 'W', allowedOrigins: ['https://w.test'] }, undefined);
    expect(html).toContain('sandbox="allow-scripts"');
    expect(html).not.toContain('allow-same-origin');
    expect(html).toContain('aspect-ratio:16 / 9');
  });
  it('rejects a src outside the allowed origins (schema and component)', () => {
    const result = block.schema.safeParse({ src: 'https://evil.test/a', title: 'W', allowedOrigins: ['https://w.test'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['src']);
    expect(isAllowedFrameSource('https://evil.test/a', ['https://w.test'])).toBe(false);
    expect(isAllowedFrameSource('javascript:alert(1)', ['null'])).toBe(false);
  });
});
