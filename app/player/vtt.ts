/**
 * WebVTT parsing for the player's annotations: chapters (cue text = title) and
 * thumbnails (cue text = `image.jpg#xywh=x,y,w,h`, resolved against the VTT URL).
 * Tolerant: malformed cues are skipped, never thrown on.
 */

export interface VttCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

export interface Chapter {
  start: number;
  end: number;
  title: string;
}

export interface ThumbnailCue {
  start: number;
  end: number;
  /** Absolute image URL without the fragment. */
  url: string;
  /** Sprite region; null when the cue names a whole image. */
  region: { x: number; y: number; w: number; h: number } | null;
}

const TIMESTAMP = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/;

/** `hh:mm:ss.ttt` or `mm:ss.ttt` → seconds; NaN when malformed. */
export function parseTimestamp(value: string): number {
  const m = TIMESTAMP.exec(value.trim());
  if (!m) return Number.NaN;
  const [, h, min, s, ms] = m;
  if (Number(min) > 59 || Number(s) > 59) return Number.NaN;
  return Number(h ?? 0) * 3600 + Number(min) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

/** All cues of a WebVTT document, in file order. Returns [] for something that is not WebVTT. */
export function parseVtt(source: string): VttCue[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return [];
  const cues: VttCue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((l, i, all) => !(i === all.length - 1 && l === ''));
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    // NOTE/STYLE/REGION blocks have no timing line; a timing line later than the second line is malformed.
    if (timingIndex < 0 || timingIndex > 1) continue;
    const [startText, rest = ''] = lines[timingIndex].split('-->');
    const start = parseTimestamp(startText);
    const end = parseTimestamp(rest.trim().split(/[ \t]+/)[0] ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) continue;
    cues.push({
      start,
      end,
      text: lines
        .slice(timingIndex + 1)
        .join('\n')
        .trim(),
    });
  }
  return cues;
}

export function parseChapters(source: string): Chapter[] {
  return parseVtt(source)
    .filter((c) => c.text !== '')
    .map((c) => ({ start: c.start, end: c.end, title: c.text }));
}

/**
 * Thumbnail cues. `baseUrl` is the URL the VTT was finally loaded from (after redirects),
 * so relative image names resolve like the browser would.
 */
export function parseThumbnails(source: string, baseUrl: string): ThumbnailCue[] {
  const out: ThumbnailCue[] = [];
  for (const cue of parseVtt(source)) {
    const ref = cue.text.split('\n')[0].trim();
    if (!ref) continue;
    let url: URL;
    try {
      url = new URL(ref, baseUrl);
    } catch {
      continue;
    }
    const fragment = url.hash.replace(/^#/, '');
    url.hash = '';
    out.push({ start: cue.start, end: cue.end, url: url.toString(), region: parseXywh(fragment) });
  }
  return out;
}

/** `xywh=x,y,w,h` (pixels; the `pixel:` unit prefix is allowed) → region, else null. */
export function parseXywh(fragment: string): ThumbnailCue['region'] {
  const m = /(?:^|&)xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)(?:&|$)/.exec(fragment);
  if (!m) return null;
  const [x, y, w, h] = m.slice(1).map(Number);
  if (w === 0 || h === 0) return null;
  return { x, y, w, h };
}

/** The cue covering `time` (start inclusive, end exclusive), by binary search over sorted cues. */
export function cueAt<T extends { start: number; end: number }>(cues: readonly T[], time: number): T | null {
  let lo = 0;
  let hi = cues.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const cue = cues[mid];
    if (time < cue.start) hi = mid - 1;
    else if (time >= cue.end) lo = mid + 1;
    else return cue;
  }
  return null;
}

/** Fetches and parses a VTT file; resolves to [] on any failure (annotations are optional extras). */
export async function loadVtt<T>(
  url: string,
  parse: (source: string, finalUrl: string) => T[],
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    const res = await fetchImpl(url, { signal });
    if (!res.ok) return [];
    return parse(await res.text(), res.url || url);
  } catch {
    return [];
  }
}
