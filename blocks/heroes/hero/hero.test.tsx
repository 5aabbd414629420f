import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { nextHeroImageState, signalsReady } from './image-state';
import { block } from './index';

const base = {
  type: 'hero',
  heroId: 'h',
  title: 'Title',
  background: { imageUrl: 'https://img.test/land.jpg', portraitImageUrl: 'https://img.test/port.jpg' },
};

describe('hero', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('defaults: bottom gradient only, LEFT text (logical start), BOTTOM/LEFT alignment, everything shown', () => {
    const props = block.schema.parse(base);
    expect(props.background).toMatchObject({ gradientTop: false, gradientRight: false, gradientBottom: true, gradientLeft: false });
    expect(props.textAlignment).toBe('LEFT');
    expect(props.heroComponentsDisplay).toEqual({ showTitle: true, showDescription: true, showPrimaryCta: true });
    const html = renderBlock(block, base, { index: 0 });
    expect(html).toContain('linear-gradient(to top');
    expect(html).not.toContain('linear-gradient(to bottom');
    expect(html).toContain('text-align:start');
  });

  it('picture with a portrait source; eager, high-priority image for the first hero', () => {
    const html = renderBlock(block, base, { index: 0 });
    // A full-width image is never under 320 CSS px wide: its srcset starts at the 480 step.
    expect(html).toContain('<source media="(orientation: portrait)" srcSet="https://img.test/port.jpg?w=480 480w');
    expect(html).not.toContain('?w=240');
    expect(html).toContain('src="https://img.test/land.jpg?w=1920"');
    expect(html).toContain('fetchpriority="high"');
    // Timed: the page's scripts are requested once it is on screen (app/components/hydration-modules.server.ts).
    expect(html).toContain('elementtiming="hero"');
    expect(html).toContain('data-image-state="loading"');
    expect(renderBlock(block, base, { index: 1 })).toContain('loading="lazy"');
    expect(renderBlock(block, base, { index: 1 })).not.toContain('elementtiming');
  });

  it('title image (height 150) replaces the title text; heroComponentsDisplay hides parts', () => {
    const html = renderBlock(
      block,
      {
        ...base,
        titleImage: 'https://img.test/t.png',
        description: 'Secret',
        primaryButton: { ctaText: 'Go', link: { type: 'SECTION', name: 'x' } },
        heroComponentsDisplay: { showTitle: true, showDescription: false, showPrimaryCta: false },
      },
      { index: 0 },
    );
    expect(html).toContain('height="150"');
    expect(html).toContain('alt="Title"');
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('>Go<');
  });

  it('RIGHT text alignment is logical end (mirrors in RTL)', () => {
    expect(renderBlock(block, { ...base, textAlignment: 'RIGHT' }, { index: 0 })).toContain('text-align:end');
  });

  it('image states: load → ready, error → error (still signals ready), reload → loading', () => {
    expect(nextHeroImageState('loading', 'load')).toBe('ready');
    expect(nextHeroImageState('loading', 'error')).toBe('error');
    expect(signalsReady('error')).toBe(true);
    expect(signalsReady('loading')).toBe(false);
    expect(nextHeroImageState('ready', 'reload')).toBe('loading');
  });
});

describe('hero buttons with a personal action', () => {
  const withAction = {
    ...base,
    secondaryButton: { ctaText: 'Add to watchlist', action: 'watchlist', link: { type: 'CONTENT', event: { type: 'VOD', id: 'vod-1', favourite: true } } },
  };

  it('keep the favourite flag the platform wrote and refuse an action without content', () => {
    expect(block.schema.parse(withAction).secondaryButton?.link.event?.favourite).toBe(true);
    const bad = block.schema.safeParse({ ...base, secondaryButton: { ctaText: 'x', action: 'favourites', link: { type: 'SECTION', name: 'movies' } } });
    expect(bad.success).toBe(false);
  });

  it('are rendered by the app’s control only (never as a plain link to the content)', () => {
    expect(renderBlock(block, withAction, { index: 0 })).not.toContain('Add to watchlist');
    const html = renderBlock(block, withAction, { index: 0 }, { CtaAction: ({ cta, variant }) => <b data-variant={variant}>{cta.ctaText}</b> });
    expect(html).toContain('<b data-variant="secondary">Add to watchlist</b>');
  });
});
