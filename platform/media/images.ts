/**
 * Renders artwork (see artwork.ts) to JPEG or PNG, or to AVIF or WebP for browsers that say
 * they take them (`preferredFormat`), with sharp, at the spec's width steps, and caches the
 * bytes in memory (small LRU) and on disk (`.cache/images/`), so each picture is rasterised
 * once per width and format.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ARTWORK_KINDS, artworkSize, artworkSvg, type ParsedKey } from './artwork.js';

/** Bump when the drawing changes, so stale disk-cache files are not served. */
const ARTWORK_VERSION = 'v2';
const MEMORY_ENTRIES = 256;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/**
 * The format to send for a URL naming `named` (its extension): AVIF, else WebP, when the
 * Accept header lists it (browsers list what they decode), else the named one. The answer
 * then varies on Accept.
 */
export function preferredFormat(named: 'jpeg' | 'png', accept: string | undefined): ImageFormat {
  const types = (accept ?? '').toLowerCase();
  if (/\bimage\/avif\b/.test(types)) return 'avif';
  if (/\bimage\/webp\b/.test(types)) return 'webp';
  return named;
}

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
  width: number;
  height: number;
}

/**
 * Rasterising a 3840-wide picture takes seconds of CPU; a cold page asking for dozens at
 * once must not starve the API. Renders queue behind this many at a time.
 */
const MAX_CONCURRENT_RENDERS = 2;
let activeRenders = 0;
const renderQueue: Array<() => void> = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeRenders >= MAX_CONCURRENT_RENDERS) await new Promise<void>((resolve) => renderQueue.push(resolve));
  activeRenders++;
  try {
    return await work();
  } finally {
    activeRenders--;
    renderQueue.shift()?.();
  }
}

export async function renderArtwork(parsed: ParsedKey, width: number, format: ImageFormat): Promise<Buffer> {
  const { height } = artworkSize(parsed.kind, width);
  const svg = Buffer.from(artworkSvg(parsed, width, height));
  const image = sharp(svg, { density: 72 }).resize(width, height, { fit: 'fill' });
  if (format === 'png') return image.png({ compressionLevel: 9, palette: false }).toBuffer();
  // AVIF and WebP keep the alpha channel of logos and titles.
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 75, effort: 4 }).toBuffer();
  // Logos/titles requested as JPEG get the dark product background instead of alpha.
  const opaque = ARTWORK_KINDS[parsed.kind].transparent ? image.flatten({ background: '#0b0d12' }) : image;
  return opaque.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
}

export class ImageCache {
  private memory = new Map<string, RenderedImage>();
  private inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(private readonly dir: string | null) {}

  async get(parsed: ParsedKey, width: number, format: ImageFormat): Promise<RenderedImage> {
    const id = `${ARTWORK_VERSION}-${parsed.key}-w${width}.${EXTENSIONS[format]}`;
    const hit = this.memory.get(id);
    if (hit) {
      // Refresh recency: Map keeps insertion order, the oldest entry is evicted first.
      this.memory.delete(id);
      this.memory.set(id, hit);
      return hit;
    }
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.load(id, parsed, width, format).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    const image = await pending;
    this.memory.set(id, image);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value as string);
    return image;
  }

  private async load(id: string, parsed: ParsedKey, width: number, format: ImageFormat): Promise<RenderedImage> {
    const file = this.dir ? path.join(this.dir, id) : null;
    let body: Buffer | null = null;
    if (file) body = await readFile(file).catch(() => null);
    if (!body) {
      body = await withRenderSlot(() => renderArtwork(parsed, width, format));
      if (file && this.dir) {
        // Write-then-rename so a concurrent reader never sees half a file.
        await mkdir(this.dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, body);
        await rename(tmp, file);
      }
    }
    const { height } = artworkSize(parsed.kind, width);
    return {
      body,
      contentType: CONTENT_TYPES[format],
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      width,
      height,
    };
  }
}
