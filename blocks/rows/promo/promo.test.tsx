import { describe, expect, it } from 'vitest';
import { sampleRowContext } from '../../shared/sample-cards';
import { examplesRender, renderBlock } from '../../testing';
import { block } from './index';

describe('row: promo', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));
  it('renders title, description, both CTAs, alignment and an image background', () => {
    const html = renderBlock(
      block,
      {
        rowType: 'promo',
        title: 'Big night',
        description: 'Twelve bouts',
        textAlignment: 'CENTER',
        background: 'https://img.test/bg.jpg',
        primaryCta: { ctaText: 'Watch', link: { type: 'CONTENT', event: { type: 'LIVE', id: 'live-1', title: 'Fight Night' } } },
        secondaryCta: { ctaText: 'External', link: { type: 'URL', url: 'https://example.com/x' } },
      },
      sampleRowContext('Promo', []),
    );
    expect(html).toContain('Big night');
    expect(html).toContain('Twelve bouts');
    expect(html).toContain('href="/live/live-1/fight-night"');
    expect(html).toContain('href="https://example.com/x" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('text-align:center');
    expect(html).toContain('background-image:url(&quot;https://img.test/bg.jpg?w=1920&quot;)');
  });
  it('refuses a CTA whose URL is not https or a site path (schemas/url-policy.ts), with its path', () => {
    for (const url of ['javascript:alert(1)', '/\\evil.example', '//evil.example', 'http://example.com']) {
      const parsed = block.schema.safeParse({ rowType: 'promo', primaryCta: { ctaText: 'Bad', link: { type: 'URL', url } } });
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('/'))).toContain('primaryCta/link/url');
    }
    expect(
      renderBlock(block, { rowType: 'promo', primaryCta: { ctaText: 'Good', link: { type: 'URL', url: '/signup' } } }, sampleRowContext('P', [])),
    ).toContain('href="/signup"');
  });
});
