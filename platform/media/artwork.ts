/**
 * Deterministic artwork for the demo catalogue: every image key draws the same picture
 * (a dark cinematic gradient, a motif and the title), so cards, posters and heroes look
 * like a streaming product without shipping any third-party images.
 *
 * Key grammar: `<kind>-<slug>` or `<kind>-<id>--<title-slug>`, lower-case letters, digits
 * and hyphens. The kind decides shape and format; the title shown is the slug after `--`
 * when present, else the slug after the kind (hyphens become spaces, words capitalised).
 * A purely numeric slug (pool keys like `art-07`) draws no title text.
 */
import { createHash } from 'node:crypto';

export type ArtworkKind = 'art' | 'hero' | 'poster' | 'portrait' | 'square' | 'logo' | 'title';

interface KindSpec {
  /** height / width */
  ratio: number;
  /** Logos and title images keep an alpha channel (PNG); the rest are JPEG. */
  transparent: boolean;
}

export const ARTWORK_KINDS: Record<ArtworkKind, KindSpec> = {
  art: { ratio: 9 / 16, transparent: false },
  hero: { ratio: 9 / 16, transparent: false },
  poster: { ratio: 3 / 2, transparent: false },
  portrait: { ratio: 4 / 3, transparent: false },
  square: { ratio: 1, transparent: false },
  logo: { ratio: 1, transparent: true },
  title: { ratio: 1 / 4, transparent: true },
};

/** The spec's image width steps. */
export const WIDTH_STEPS = [240, 480, 960, 1440, 1920, 2560, 3840] as const;
export const DEFAULT_WIDTH = 960;

const KEY_PATTERN = /^([a-z]+)-([a-z0-9]+(?:-[a-z0-9]+)*(?:--[a-z0-9]+(?:-[a-z0-9]+)*)?)$/;

export interface ParsedKey {
  key: string;
  kind: ArtworkKind;
  title: string;
}

export function parseImageKey(key: string): ParsedKey | null {
  if (key.length > 120) return null;
  const match = KEY_PATTERN.exec(key);
  if (!match || !(match[1] in ARTWORK_KINDS)) return null;
  const rest = match[2];
  const slug = rest.includes('--') ? rest.slice(rest.lastIndexOf('--') + 2) : rest;
  const title = slug
    .split('-')
    .map((word) => (/^\d+$/.test(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
  return { key, kind: match[1] as ArtworkKind, title };
}

/** Any requested width snaps up to the next step; above the largest step it clamps. */
export function snapWidth(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return DEFAULT_WIDTH;
  for (const step of WIDTH_STEPS) if (requested <= step) return step;
  return WIDTH_STEPS[WIDTH_STEPS.length - 1];
}

export function artworkSize(kind: ArtworkKind, width: number): { width: number; height: number } {
  return { width, height: Math.round(width * ARTWORK_KINDS[kind].ratio) };
}

// ---------------------------------------------------------------------------------------
// Drawing. Coordinates are computed in a 1000-unit-wide viewBox and scaled by librsvg, so
// every width step is the same picture.

/** A tiny deterministic PRNG over the key's hash (mulberry32). */
function randomFrom(key: string): () => number {
  let seed = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  // HSL → hex (librsvg's CSS colour support varies between versions; hex always works).
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Greedy word wrap by an average glyph width (DejaVu Sans Bold ≈ 0.62 em). */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.62)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

const FONT = `font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold"`;

interface Palette {
  base: string;
  deep: string;
  glow: string;
  accent: string;
  soft: string;
}

function palette(rand: () => number): Palette {
  const hue = Math.floor(rand() * 360);
  const shift = 25 + Math.floor(rand() * 60);
  return {
    base: hsl(hue, 55, 9),
    deep: hsl(hue + shift, 60, 4),
    glow: hsl(hue + shift / 2, 75, 42),
    accent: hsl(hue + 180 + (rand() - 0.5) * 60, 85, 60),
    soft: hsl(hue - 20, 60, 70),
  };
}

function motif(rand: () => number, p: Palette, w: number, h: number): string {
  const choice = Math.floor(rand() * 4);
  const parts: string[] = [];
  if (choice === 0) {
    // Orbs: soft out-of-focus lights.
    for (let i = 0; i < 5; i++) {
      const r = (0.12 + rand() * 0.3) * Math.max(w, h);
      parts.push(
        `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h * 0.8).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#orb)" opacity="${(0.35 + rand() * 0.4).toFixed(2)}"/>`,
      );
    }
  } else if (choice === 1) {
    // Beams: stage light from the top.
    const ox = w * (0.2 + rand() * 0.6);
    for (let i = 0; i < 4; i++) {
      const spread = w * (0.08 + rand() * 0.12);
      const x = ox + (rand() - 0.5) * w * 1.2;
      parts.push(
        `<polygon points="${ox.toFixed(1)},${(-h * 0.05).toFixed(1)} ${(x - spread).toFixed(1)},${h} ${(x + spread).toFixed(1)},${h}" fill="url(#beam)" opacity="${(0.25 + rand() * 0.3).toFixed(2)}"/>`,
      );
    }
  } else if (choice === 2) {
    // Rings: concentric arcs off centre.
    const cx = w * (0.55 + rand() * 0.35);
    const cy = h * (0.25 + rand() * 0.4);
    for (let i = 1; i <= 7; i++) {
      const r = i * Math.max(w, h) * 0.07;
      parts.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${p.soft}" stroke-width="${(w * 0.004).toFixed(2)}" opacity="${(0.5 - i * 0.06).toFixed(2)}"/>`,
      );
    }
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(Math.max(w, h) * 0.35).toFixed(1)}" fill="url(#orb)" opacity="0.6"/>`);
  } else {
    // Horizon: a low sun over a receding grid.
    const horizon = h * (0.55 + rand() * 0.1);
    const cx = w * (0.3 + rand() * 0.4);
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${horizon.toFixed(1)}" r="${(Math.min(w, h) * 0.32).toFixed(1)}" fill="url(#sun)"/>`);
    parts.push(`<rect x="0" y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="${p.deep}" opacity="0.85"/>`);
    for (let i = 1; i <= 8; i++) {
      const y = horizon + (h - horizon) * Math.pow(i / 8, 1.8);
      parts.push(
        `<line x1="0" y1="${y.toFixed(1)}" x2="${w}" y2="${y.toFixed(1)}" stroke="${p.accent}" stroke-width="${(w * 0.002).toFixed(2)}" opacity="0.35"/>`,
      );
    }
    for (let i = -6; i <= 6; i++) {
      parts.push(
        `<line x1="${(cx + i * w * 0.03).toFixed(1)}" y1="${horizon.toFixed(1)}" x2="${(cx + i * w * 0.25).toFixed(1)}" y2="${h}" stroke="${p.accent}" stroke-width="${(w * 0.002).toFixed(2)}" opacity="0.3"/>`,
      );
    }
  }
  return parts.join('');
}

/** Two faint glows behind every motif, so untitled artwork still has depth. */
function ambientGlow(rand: () => number, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const r = (0.35 + rand() * 0.3) * Math.max(w, h);
    out += `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h * 0.6).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#orb)" opacity="${(0.25 + rand() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

function defs(p: Palette, angle: number): string {
  return `<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<radialGradient id="orb"><stop offset="0" stop-color="${p.glow}" stop-opacity="1"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.95"/><stop offset="0.6" stop-color="${p.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.soft}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.82"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
</defs>`;
}

function titleBlock(kind: ArtworkKind, title: string, p: Palette, w: number, h: number): string {
  if (kind === 'hero') return ''; // the hero banner writes its own title over the image
  // Pool keys like art-07 name no title: the card writes the content title next to the image.
  if (/^[\d ]+$/.test(title)) return '';
  const centred = kind !== 'art';
  const fontSize = kind === 'art' ? h * 0.11 : w * 0.115;
  const maxLines = kind === 'art' ? 2 : 3;
  const lines = wrap(title, fontSize, w * (kind === 'art' ? 0.78 : 0.84), maxLines);
  const lineHeight = fontSize * 1.12;
  const bottom = h * (kind === 'art' ? 0.86 : 0.9);
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const x = centred ? w / 2 : w * 0.06;
  const anchor = centred ? 'middle' : 'start';
  const barW = w * 0.07;
  const barX = centred ? w / 2 - barW / 2 : x;
  const bar = `<rect x="${barX.toFixed(1)}" y="${(firstBaseline - fontSize * 1.25).toFixed(1)}" width="${barW.toFixed(1)}" height="${(fontSize * 0.12).toFixed(1)}" rx="${(fontSize * 0.06).toFixed(1)}" fill="${p.accent}"/>`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x.toFixed(1)}" y="${(firstBaseline + i * lineHeight).toFixed(1)}" text-anchor="${anchor}" font-size="${fontSize.toFixed(1)}" ${FONT} fill="#ffffff" fill-opacity="0.96">${escapeXml(line)}</text>`,
    )
    .join('');
  const shadow = lines
    .map(
      (line, i) =>
        `<text x="${(x + fontSize * 0.04).toFixed(1)}" y="${(firstBaseline + i * lineHeight + fontSize * 0.05).toFixed(1)}" text-anchor="${anchor}" font-size="${fontSize.toFixed(1)}" ${FONT} fill="#000" fill-opacity="0.55">${escapeXml(line)}</text>`,
    )
    .join('');
  return bar + shadow + text;
}

function initials(title: string): string {
  if (/^\d+$/.test(title)) return String(Number(title)); // logo-03 → "3", a channel number
  const words = title.split(' ').filter(Boolean);
  const letters =
    words.length === 1
      ? words[0].slice(0, 2)
      : words
          .slice(0, 3)
          .map((word) => word[0])
          .join('');
  return letters.toUpperCase();
}

/** The SVG for a key at an output size. Pure: same input, same text. */
export function artworkSvg(parsed: ParsedKey, width: number, height: number): string {
  const rand = randomFrom(parsed.key);
  const p = palette(rand);
  const vbW = 1000;
  const vbH = Math.round(1000 * (height / width));
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vbW} ${vbH}">`;

  if (parsed.kind === 'title') {
    const fontSize = Math.min(vbH * 0.55, (vbW * 0.96) / (Math.max(parsed.title.length, 4) * 0.62));
    return (
      open +
      `<text x="${(vbW * 0.02 + fontSize * 0.03).toFixed(1)}" y="${(vbH * 0.68 + fontSize * 0.04).toFixed(1)}" font-size="${fontSize.toFixed(1)}" ${FONT} fill="#000" fill-opacity="0.5">${escapeXml(parsed.title)}</text>` +
      `<text x="${(vbW * 0.02).toFixed(1)}" y="${(vbH * 0.68).toFixed(1)}" font-size="${fontSize.toFixed(1)}" ${FONT} fill="#ffffff">${escapeXml(parsed.title)}</text></svg>`
    );
  }

  if (parsed.kind === 'logo') {
    const letters = initials(parsed.title);
    const fontSize = vbW * (letters.length > 2 ? 0.3 : 0.38);
    return (
      open +
      defs(p, 45) +
      `<rect x="40" y="40" width="920" height="920" rx="200" fill="url(#bg)" stroke="${p.accent}" stroke-width="28"/>` +
      `<circle cx="500" cy="380" r="420" fill="url(#orb)" opacity="0.55"/>` +
      `<text x="500" y="${(500 + fontSize * 0.36).toFixed(1)}" text-anchor="middle" font-size="${fontSize.toFixed(1)}" ${FONT} fill="#ffffff">${escapeXml(letters)}</text></svg>`
    );
  }

  const angle = Math.floor(rand() * 360);
  return (
    open +
    defs(p, angle) +
    `<rect width="${vbW}" height="${vbH}" fill="url(#bg)"/>` +
    ambientGlow(rand, vbW, vbH) +
    motif(rand, p, vbW, vbH) +
    `<rect width="${vbW}" height="${vbH}" fill="url(#vignette)"/>` +
    `<rect width="${vbW}" height="${vbH}" fill="url(#shade)"/>` +
    titleBlock(parsed.kind, parsed.title, p, vbW, vbH) +
    '</svg>'
  );
}
