import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayerLoader } from '~/player/PlayerLoader';
import { posterImage } from './poster-image';
import { posterPreloadLink } from './poster-preload.server';

function context(routeId: string, data: unknown) {
  return {
    staticHandlerContext: { matches: [{ route: { id: 'root' } }, { route: { id: routeId } }], loaderData: { root: {}, [routeId]: data } },
  } as unknown as Parameters<typeof posterPreloadLink>[0];
}

const POSTER = '/images/art-01.jpg?w=960';

describe('posterImage', () => {
  it('offers the width steps from a narrow phone up to twice the widest stage, with sizes that follow each screen', () => {
    const vod = posterImage(POSTER, 'vod');
    expect(vod.srcSet).toBe(
      '/images/art-01.jpg?w=480 480w, /images/art-01.jpg?w=960 960w, /images/art-01.jpg?w=1440 1440w, /images/art-01.jpg?w=1920 1920w, /images/art-01.jpg?w=2560 2560w',
    );
    expect(vod.sizes).toBe('(min-width: 1280px) 1248px, calc(100vw - 2rem)');
    // The live page's live-now column takes part of the width from 1100 px.
    expect(posterImage(POSTER, 'live').sizes).toContain('(min-width: 1100px)');
  });
});

describe('posterPreloadLink', () => {
  it("preloads a watch screen's poster with high priority and the placeholder's own candidates", () => {
    const link = posterPreloadLink(context('screen:vod:en', { screen: 'vod', player: { src: 'https://p/master.m3u8', poster: POSTER } }));
    const { srcSet, sizes } = posterImage(POSTER, 'vod');
    expect(link).toBe(`<${POSTER}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${srcSet}"; imagesizes="${sizes}"`);
    expect(posterPreloadLink(context('screen:live:pt', { screen: 'live', player: { poster: POSTER } }))).toContain(posterImage(POSTER, 'live').sizes);
  });

  it("names the same candidates as the placeholder's <img>, so the browser fetches the poster once", () => {
    const candidates = posterImage(POSTER, 'live');
    const html = renderToString(createElement(PlayerLoader, { src: 'https://p/master.m3u8', poster: POSTER, title: 'Neon', posterCandidates: candidates }));
    const img = /<img[^>]*>/.exec(html)?.[0].replaceAll('&amp;', '&') ?? '';
    expect(img).toContain(`srcSet="${candidates.srcSet}"`);
    expect(img).toContain(`sizes="${candidates.sizes}"`);
    expect(img).toContain('fetchpriority="high"');
  });

  it('gives nothing without a player or a poster, and on other screens', () => {
    expect(posterPreloadLink(context('screen:vod:en', { screen: 'vod', player: null }))).toBeNull();
    expect(posterPreloadLink(context('screen:vod:en', { screen: 'vod', player: { src: 'https://p/master.m3u8' } }))).toBeNull();
    expect(posterPreloadLink(context('screen:home:en', { screen: 'vod', player: { poster: POSTER } }))).toBeNull();
  });
});
