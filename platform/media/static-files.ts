/**
 * Serves committed media files (HLS playlists, segments, WebVTT, sprites, JSON) from a
 * root folder, with the content types players expect, strong ETags and cache headers.
 * Own tiny handler instead of @fastify/static: media needs per-type cache rules and must
 * not depend on how the rest of the platform registers static roots.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  // AES-128 key files of encrypted streams: served like the rest of the folder, so only with its token.
  '.key': 'application/octet-stream',
};

/** Playlists may be regenerated; segments and sidecars change only with a new media build. */
export function cacheControlFor(file: string): string {
  return file.endsWith('.m3u8') ? 'public, max-age=300' : 'public, max-age=86400';
}

export interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
}

/**
 * Resolves `relative` under `root` and reads it. Returns null for anything that is not a
 * regular file of a known media type inside root (traversal, dotfiles, folders).
 */
export class StaticMedia {
  // Files are a few hundred KB at most and few; keep them (and their hashes) in memory.
  private cache = new Map<string, { mtimeMs: number; size: number; file: StaticFile }>();

  constructor(readonly root: string) {}

  resolve(relative: string): string | null {
    const segments = relative.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.') || s.includes('\\') || s.includes('\0'))) {
      return null;
    }
    const full = path.resolve(this.root, ...segments);
    if (!full.startsWith(this.root + path.sep)) return null;
    if (!MEDIA_TYPES[path.extname(full)]) return null;
    return full;
  }

  async read(relative: string): Promise<StaticFile | null> {
    const full = this.resolve(relative);
    if (!full) return null;
    const info = await stat(full).catch(() => null);
    if (!info || !info.isFile()) return null;
    const cached = this.cache.get(full);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
    const body = await readFile(full);
    const file: StaticFile = {
      body,
      contentType: MEDIA_TYPES[path.extname(full)],
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(full),
    };
    this.cache.set(full, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}
