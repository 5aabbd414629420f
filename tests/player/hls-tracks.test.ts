import type HlsType from 'hls.js';
import { describe, expect, it } from 'vitest';
import { hlsTracks } from '../../app/player/hls-source';

/** hls.js as the track code sees it: lists, selections, and whether it still has its media. */
function fakeHls(languages: string[]) {
  return {
    media: {} as HTMLMediaElement | null,
    subtitleTracks: languages.map((lang, i) => ({ id: i, lang, name: lang })),
    subtitleTrack: -1,
    audioTracks: [] as { lang: string; name: string }[],
    audioTrack: -1,
  };
}

describe('hlsTracks: the subtitle preference', () => {
  it('survives hls.js choosing its own initial track right after announcing the list', async () => {
    const hls = fakeHls(['en', 'es', 'ar']);
    const applied = { subtitle: false, audio: false };
    hlsTracks(hls as unknown as HlsType, { subtitle: 'es-ES', audio: null }, applied);
    // What hls.js does once its SUBTITLE_TRACKS_UPDATED listeners return: no DEFAULT track, so none.
    hls.subtitleTrack = -1;
    await Promise.resolve();
    expect(hls.subtitleTrack).toBe(1);
    expect(applied.subtitle).toBe(true);
    // Applied once: the viewer's own later choice is not overridden.
    hls.subtitleTrack = 0;
    hlsTracks(hls as unknown as HlsType, { subtitle: 'es', audio: null }, applied);
    await Promise.resolve();
    expect(hls.subtitleTrack).toBe(0);
  });

  it('does nothing for a language the stream lacks, or once hls.js let go of its media', async () => {
    const missing = fakeHls(['en']);
    hlsTracks(missing as unknown as HlsType, { subtitle: 'fr', audio: null }, { subtitle: false, audio: false });
    await Promise.resolve();
    expect(missing.subtitleTrack).toBe(-1);
    const destroyed = fakeHls(['en', 'es']);
    hlsTracks(destroyed as unknown as HlsType, { subtitle: 'es', audio: null }, { subtitle: false, audio: false });
    destroyed.media = null;
    await Promise.resolve();
    expect(destroyed.subtitleTrack).toBe(-1);
  });
});
