// Server rendering of the player modules (vitest runs in node, no DOM): the loader must
// render a placeholder without touching hls.js, and the player markup must take every
// text from `t`. (.ts with createElement: vitest's include list has no tests/**/*.tsx.)
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Player from '../../app/player/Player';
import { PlayerLoader } from '../../app/player/PlayerLoader';
import { PLAYER_FALLBACK_TEXT, PLAYER_LABEL_KEYS } from '../../app/player/labels';

describe('server render', () => {
  it('PlayerLoader renders a poster placeholder on the server, with the stream and an empty element for it to start in', () => {
    const html = renderToString(createElement(PlayerLoader, { src: 'http://x/master.m3u8', poster: 'http://x/poster.jpg', title: 'Neon', progress: 42 }));
    expect(html).toContain('player--placeholder');
    // The poster is fetched first and timed: the document's scripts wait until it is on screen (hydration-modules.server.ts).
    expect(html).toMatch(/<img class="player__video" src="http:\/\/x\/poster.jpg"[^>]* fetchpriority="high" elementtiming="poster"\/>/);
    // The early-start module reads the stream from the markup (./early-start.ts) and plays it into this element.
    const stream = /data-early-stream="([^"]*)"/.exec(html)?.[1].replaceAll('&quot;', '"');
    expect(JSON.parse(stream ?? 'null')).toMatchObject({ src: 'http://x/master.m3u8', progress: 42 });
    expect(html).toMatch(/<video class="player__video player__early"[^>]*><\/video>/);
    expect(html).not.toContain('player__controls');
  });

  it('PlayerLoader without a source (no access) names no stream and renders no element for one', () => {
    const html = renderToString(createElement(PlayerLoader, { src: '', poster: 'http://x/poster.jpg', title: 'Neon' }));
    expect(html).not.toContain('data-early-stream');
    expect(html).not.toContain('<video');
  });

  it('Player renders controls whose text all comes from t(key)', () => {
    const t = (key: string) => `[${key}]`;
    const html = renderToString(createElement(Player, { src: 'http://x/master.m3u8', title: 'Neon', t, watermark: { text: 'viewer@example.com' } }));
    expect(html).toContain('<video');
    for (const key of ['play', 'restart', 'mute', 'volume', 'seek', 'fullscreen']) expect(html).toContain(`[${key}]`);
    expect(html).toContain('aria-label="[videoPlayer]: Neon"');
    expect(html).toContain('viewer@example.com');
    // No untranslated English from the fallbacks leaks when t is given.
    expect(html).not.toMatch(/>(Play|Pause|Mute|Full screen)</);
  });

  it('live mode offers watch-from-start instead of restart', () => {
    const html = renderToString(createElement(Player, { src: 'http://x/live.m3u8', type: 'LIVE', t: (k: string) => `[${k}]` }));
    expect(html).toContain('[watchFromStart]');
  });

  it('sidebar tabs render as toggle buttons, closed at first', () => {
    const html = renderToString(
      createElement(Player, {
        src: 'http://x/m.m3u8',
        t: (k: string) => `[${k}]`,
        sidebarTabs: [{ id: 'playlist', labelKey: 'playlist', content: createElement('p', null, 'items') }],
      }),
    );
    expect(html).toContain('[playlist]');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('player__sidebar');
  });

  it('every player label key has an English fallback', () => {
    for (const key of PLAYER_LABEL_KEYS) expect(PLAYER_FALLBACK_TEXT[key], key).toBeTruthy();
  });
});
