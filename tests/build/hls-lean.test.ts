import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type HlsType from 'hls.js';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const built = path.join(root, 'app/player/hls-lean.generated.js');
const hlsPackage = JSON.parse(readFileSync(path.join(root, 'node_modules/hls.js/package.json'), 'utf8')) as { version: string };

/** The module as the browser gets it: written at install by scripts/build-hls.mjs. */
async function lean(): Promise<typeof HlsType> {
  return ((await import(built)) as { default: typeof HlsType }).default;
}

/** The controllers hls.js is configured with by default: a class where the feature is built in, undefined where it is not. */
function builtIn(Hls: typeof HlsType): Record<string, boolean> {
  const config = Hls.DefaultConfig as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(config).filter((key) => key.endsWith('Controller')).map((key) => [key, typeof config[key] === 'function']));
}

describe('the hls.js the player loads (scripts/build-hls.mjs)', () => {
  it('is the installed version, so it matches the worker the web serves under that version', async () => {
    expect((await lean()).version).toBe(hlsPackage.version);
  });

  it("keeps what the player uses: subtitles, alternative audio, levels, buffers, live latency", async () => {
    expect(builtIn(await lean())).toMatchObject({
      streamController: true,
      abrController: true,
      bufferController: true,
      capLevelController: true,
      latencyController: true,
      subtitleStreamController: true,
      subtitleTrackController: true,
      timelineController: true,
      audioStreamController: true,
      audioTrackController: true,
    });
  });

  it('leaves out what no stream of the product uses, which the package build carries', async () => {
    const dropped = ['emeController', 'cmcdController', 'contentSteeringController', 'iframeController', 'interstitialsController'];
    const full = builtIn(((await import('hls.js')) as { default: typeof HlsType }).default);
    const ours = builtIn(await lean());
    for (const controller of dropped) {
      expect(full[controller], controller).toBe(true);
      expect(ours[controller], controller).toBe(false);
    }
    // Every other controller is in both.
    expect(Object.keys(ours).sort()).toEqual(Object.keys(full).sort());
    expect(Object.entries(ours).filter(([name, on]) => !on && !dropped.includes(name))).toEqual([]);
  });

  it('is smaller than the package build it replaces', () => {
    const packageBuild = statSync(path.join(root, 'node_modules/hls.js/dist/hls.mjs')).size;
    expect(statSync(built).size).toBeLessThan(packageBuild * 0.7);
  });
});
