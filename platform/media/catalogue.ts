/**
 * The media catalogue: what `npm run media:make` wrote under fixtures/media/ (catalogue.json),
 * read once by the media plugin. Shared with the generator so both agree on the shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RenditionInfo {
  name: string;
  width: number;
  height: number;
  /** Peak segment bitrate, bits/s. */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number;
}

export interface SkipMarker {
  type: 'INTRO' | 'CREDITS';
  /** Seconds from the start of the asset. */
  start: number;
  end: number;
}

export interface LiveSegment {
  /** File name inside fixtures/media/live/<rendition>/. */
  uri: string;
  duration: number;
}

export interface MediaCatalogue {
  version: 1;
  segmentDuration: number;
  vod: Record<
    string,
    {
      title: string;
      duration: number;
      renditions: RenditionInfo[];
      subtitles: { language: string; name: string }[];
      chapters: { start: number; end: number; title: string }[];
      skipMarkers: SkipMarker[];
    }
  >;
  live: {
    title: string;
    segmentDuration: number;
    segments: LiveSegment[];
    renditions: RenditionInfo[];
  };
}

/** The committed media must stay small (checked by the generator and a test). */
export const sizeLimitBytes = 8_000_000;

export const defaultMediaRoot = path.resolve(import.meta.dirname, '../../fixtures/media');

export function loadMediaCatalogue(mediaRoot: string = defaultMediaRoot): MediaCatalogue {
  const file = path.join(mediaRoot, 'catalogue.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`media catalogue missing at ${file}: run \`npm run media:make\``);
  }
  const parsed = JSON.parse(raw) as MediaCatalogue;
  if (parsed.version !== 1 || !parsed.live?.segments?.length) {
    throw new Error(`media catalogue at ${file} is not a version-1 catalogue with live segments`);
  }
  return parsed;
}

/** 75.5 → "00:01:15.500" (WebVTT timestamps always with hours, for simple parsers). */
export function formatVttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(rest, 3)}`;
}
