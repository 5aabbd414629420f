/**
 * Browser entry for check-player.ts: mounts PlayerLoader with props from the query
 * string and exposes the player state and handle on `window` for the check to read.
 */
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerLoader, type PlayerHandle } from '../../../app/player/PlayerLoader';
import type { PlayerState } from '../../../app/player/state';

declare global {
  interface Window {
    __playerState?: PlayerState;
    __player?: PlayerHandle | null;
    __progress: number[];
    __ended: number;
    __errors: string[];
  }
}

const q = new URLSearchParams(location.search);
const handle = createRef<PlayerHandle>();
window.__progress = [];
window.__ended = 0;
window.__errors = [];
const skipMarkers = q.get('skipMarkers');

createRoot(document.getElementById('root')!).render(
  <PlayerLoader
    ref={handle}
    src={q.get('src')!}
    type={q.get('type') === 'LIVE' ? 'LIVE' : 'VOD'}
    videoId={q.get('id') ?? undefined}
    title="Check"
    progress={q.get('progress') ? Number(q.get('progress')) : undefined}
    chaptersUrl={q.get('chapters')}
    thumbnailsUrl={q.get('thumbnails')}
    skipMarkers={skipMarkers ? JSON.parse(skipMarkers) : undefined}
    watermark={{ text: 'CHECK' }}
    onStateChange={(s) => {
      window.__playerState = s;
      window.__player = handle.current;
    }}
    onProgress={(p) => window.__progress.push(p)}
    onEnded={() => window.__ended++}
    onError={(e) => window.__errors.push(`${e.key}:${e.details}`)}
    allowedOrigins={q.get('origins')?.split(',')}
    hostApi={{ getCountry: () => 'GB', loadVideo: (id) => id === 'vod-002' }}
  />,
);
