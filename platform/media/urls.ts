/**
 * Absolute URLs of media and artwork, for whoever fills manifests and cards
 * (platform-content). Keeps URL shapes in one place; docs/platform-contract.md lists them.
 */
import { parseImageKey } from './artwork.js';

export interface LiveUrlOptions {
  /** DVR window length in seconds (the realm's liveDvrWindowSeconds). */
  dvrSeconds?: number;
  /** Epoch ms the event started: segment numbering and "watch from start" count from here. */
  start?: number;
  /** Epoch ms the event ends: the playlist gets EXT-X-ENDLIST afterwards. */
  end?: number;
}

export interface MediaUrls {
  vodMaster(asset: string): string;
  liveMaster(id: string, options?: LiveUrlOptions): string;
  /** `{base}/images/{key}.jpg` (`.png` for logo-/title- keys); the web appends `?w=<step>`. */
  image(key: string): string;
  chaptersVtt(asset: string): string;
  thumbnailsVtt(asset: string): string;
  skipMarkers(asset: string): string;
  subtitlesVtt(asset: string, language: string): string;
}

export function mediaUrls(publicBaseUrl: string): MediaUrls {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const vod = (asset: string, file: string) => `${base}/media/vod/${encodeURIComponent(asset)}/${file}`;
  return {
    vodMaster: (asset) => vod(asset, 'master.m3u8'),
    liveMaster: (id, options = {}) => {
      const query = new URLSearchParams();
      if (options.dvrSeconds !== undefined) query.set('dvr', String(Math.round(options.dvrSeconds)));
      if (options.start !== undefined) query.set('start', String(Math.round(options.start)));
      if (options.end !== undefined) query.set('end', String(Math.round(options.end)));
      const qs = query.toString();
      return `${base}/media/live/${encodeURIComponent(id)}/master.m3u8${qs ? `?${qs}` : ''}`;
    },
    image: (key) => {
      const kind = parseImageKey(key)?.kind;
      const ext = kind === 'logo' || kind === 'title' ? 'png' : 'jpg';
      return `${base}/images/${encodeURIComponent(key)}.${ext}`;
    },
    chaptersVtt: (asset) => vod(asset, 'chapters.vtt'),
    thumbnailsVtt: (asset) => vod(asset, 'thumbnails.vtt'),
    skipMarkers: (asset) => vod(asset, 'skip-markers.json'),
    subtitlesVtt: (asset, language) => vod(asset, `subs/${encodeURIComponent(language)}.vtt`),
  };
}
