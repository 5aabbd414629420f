import { describe, expect, it } from 'vitest';
import { firstFrameLinks, firstFrameModules } from './first-frame-links.server';
import { earlyStartChunkUrls, hlsChunkUrls, playerChunkUrls } from './player-chunks.server';

const metafile = {
  outputs: {
    'public/build/_shared/Player-AAA.js': {
      entryPoint: 'app/player/Player.tsx',
      imports: [
        { path: 'public/build/_shared/chunk-PLAYER.js', kind: 'import-statement' },
        { path: 'public/build/_shared/chunk-SHARED.js', kind: 'import-statement' },
        { path: 'public/build/_shared/vtt-lazy.js', kind: 'dynamic-import' },
      ],
    },
    'public/build/_shared/hls-BBB.js': {
      entryPoint: 'app/player/hls-lean.generated.js',
      imports: [{ path: 'public/build/_shared/chunk-SHARED.js', kind: 'import-statement' }],
    },
    'public/build/_shared/early-start-EEE.js': {
      entryPoint: 'app/player/early-start.ts',
      imports: [
        { path: 'public/build/_shared/chunk-EARLY.js', kind: 'import-statement' },
        { path: 'public/build/_shared/chunk-SHARED.js', kind: 'import-statement' },
      ],
    },
    'public/build/_shared/chunk-EARLY.js': { imports: [] },
    'public/build/_shared/chunk-PLAYER.js': { imports: [] },
    'public/build/_shared/chunk-SHARED.js': { imports: [] },
    'public/build/_shared/vtt-lazy.js': { entryPoint: 'app/player/vtt.ts', imports: [] },
    'public/build/_shared/Player-AAA.js.map': { imports: [] },
    'public/build/root-CCC.js': { entryPoint: 'app/root.tsx', imports: [{ path: 'public/build/_shared/chunk-SHARED.js', kind: 'import-statement' }] },
  },
};

const SRC = 'https://media.example/media/vod/a/master.m3u8?exp=1&sid=s&sig=x';

function context(routeId: string, player: { src: string } | null) {
  return {
    manifest: {
      entry: { module: '/build/entry.client-X.js', imports: ['/build/_shared/chunk-SHARED.js'] },
      routes: { root: { module: '/build/root-CCC.js', imports: [] }, [routeId]: { module: '/build/screen-DDD.js', imports: [] } },
    },
    staticHandlerContext: {
      matches: [{ route: { id: 'root' } }, { route: { id: routeId } }],
      loaderData: { root: {}, [routeId]: { player } },
    },
  } as unknown as Parameters<typeof firstFrameLinks>[0];
}

describe('playerChunkUrls', () => {
  it("lists the Player and hls.js chunks with their static imports, not lazy ones or other routes'", () => {
    expect(playerChunkUrls(metafile)).toEqual([
      '/build/_shared/early-start-EEE.js',
      '/build/_shared/chunk-EARLY.js',
      '/build/_shared/chunk-SHARED.js',
      '/build/_shared/Player-AAA.js',
      '/build/_shared/chunk-PLAYER.js',
      '/build/_shared/hls-BBB.js',
    ]);
  });

  it('lists the early-start module first, with its static imports', () => {
    expect(earlyStartChunkUrls(metafile)).toEqual(['/build/_shared/early-start-EEE.js', '/build/_shared/chunk-EARLY.js', '/build/_shared/chunk-SHARED.js']);
  });

  it("lists hls.js's chunk first, with its static imports", () => {
    expect(hlsChunkUrls(metafile)).toEqual(['/build/_shared/hls-BBB.js', '/build/_shared/chunk-SHARED.js']);
  });
});

describe('firstFrameLinks', () => {
  const early = earlyStartChunkUrls(metafile);

  it('preloads the master playlist (anonymous CORS, as hls.js asks) and all of the early-start module at low priority; not hls.js nor the Player chunk', () => {
    const links = firstFrameLinks(context('screen:vod:en', { src: SRC }), early);
    expect(links).toEqual([
      `<${SRC}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '</build/_shared/early-start-EEE.js>; rel=modulepreload; fetchpriority=low',
      '</build/_shared/chunk-EARLY.js>; rel=modulepreload; fetchpriority=low',
      // The document loads it too, but only after its first paint: the early module needs it before.
      '</build/_shared/chunk-SHARED.js>; rel=modulepreload; fetchpriority=low',
    ]);
    // Fetched before the poster paints, 150 KB would count as a prerequisite of the largest paint.
    expect(links.join()).not.toMatch(/hls-|Player-/);
    expect(firstFrameLinks(context('screen:live:pt', { src: SRC }), early)[0]).toContain(SRC);
  });

  it('gives nothing to a viewer without a player (no access: no stream URL) and on other screens', () => {
    expect(firstFrameLinks(context('screen:vod:en', null), early)).toEqual([]);
    expect(firstFrameLinks(context('screen:home:en', { src: SRC }), early)).toEqual([]);
    expect(firstFrameLinks(context('screen:vod:en', { src: 'javascript:alert(1)' }), early)).toEqual([]);
  });
});

describe('firstFrameModules', () => {
  const early = earlyStartChunkUrls(metafile);
  const hls = hlsChunkUrls(metafile);

  it('runs the early-start module and, with Media Source Extensions, hls.js on a watch screen whose viewer got a stream, and on no other document', () => {
    const expected = { early: ['/build/_shared/early-start-EEE.js'], mediaSource: ['/build/_shared/hls-BBB.js'] };
    expect(firstFrameModules(context('screen:vod:en', { src: SRC }), early, hls)).toEqual(expected);
    expect(firstFrameModules(context('screen:live:pt', { src: SRC }), early, hls)).toEqual(expected);
    expect(firstFrameModules(context('screen:vod:en', null), early, hls)).toEqual({});
    expect(firstFrameModules(context('screen:home:en', { src: SRC }), early, hls)).toEqual({});
    // A build without the module: nothing to run.
    expect(firstFrameModules(context('screen:vod:en', { src: SRC }), [], hls)).toEqual({});
  });
});
