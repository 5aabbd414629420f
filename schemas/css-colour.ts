/**
 * CSS colours as realm themes may write them, and WCAG contrast between two of them.
 *
 * Accepted forms (what the JSON Schema pattern and `parseCssColour` both accept, one rule):
 *   #rgb, #rgba, #rrggbb, #rrggbbaa; rgb()/rgba() and hsl()/hsla() with commas or spaces
 *   (`rgb(255 0 0 / 50%)`); the CSS named colours (`green`, `rebeccapurple`).
 * Not accepted: `transparent`, `currentColor`, `var(…)`, newer spaces (lab, oklch, color()):
 * a theme colour must be a concrete colour so its contrast can be computed offline.
 * Browser-safe: no Node APIs.
 */

/** The CSS Color Module named colours (CSS Color 4), lower case, as sRGB hex. */
const NAMED: Record<string, string> = {
  aliceblue: 'f0f8ff',
  antiquewhite: 'faebd7',
  aqua: '00ffff',
  aquamarine: '7fffd4',
  azure: 'f0ffff',
  beige: 'f5f5dc',
  bisque: 'ffe4c4',
  black: '000000',
  blanchedalmond: 'ffebcd',
  blue: '0000ff',
  blueviolet: '8a2be2',
  brown: 'a52a2a',
  burlywood: 'deb887',
  cadetblue: '5f9ea0',
  chartreuse: '7fff00',
  chocolate: 'd2691e',
  coral: 'ff7f50',
  cornflowerblue: '6495ed',
  cornsilk: 'fff8dc',
  crimson: 'dc143c',
  cyan: '00ffff',
  darkblue: '00008b',
  darkcyan: '008b8b',
  darkgoldenrod: 'b8860b',
  darkgray: 'a9a9a9',
  darkgreen: '006400',
  darkgrey: 'a9a9a9',
  darkkhaki: 'bdb76b',
  darkmagenta: '8b008b',
  darkolivegreen: '556b2f',
  darkorange: 'ff8c00',
  darkorchid: '9932cc',
  darkred: '8b0000',
  darksalmon: 'e9967a',
  darkseagreen: '8fbc8f',
  darkslateblue: '483d8b',
  darkslategray: '2f4f4f',
  darkslategrey: '2f4f4f',
  darkturquoise: '00ced1',
  darkviolet: '9400d3',
  deeppink: 'ff1493',
  deepskyblue: '00bfff',
  dimgray: '696969',
  dimgrey: '696969',
  dodgerblue: '1e90ff',
  firebrick: 'b22222',
  floralwhite: 'fffaf0',
  forestgreen: '228b22',
  fuchsia: 'ff00ff',
  gainsboro: 'dcdcdc',
  ghostwhite: 'f8f8ff',
  gold: 'ffd700',
  goldenrod: 'daa520',
  gray: '808080',
  green: '008000',
  greenyellow: 'adff2f',
  grey: '808080',
  honeydew: 'f0fff0',
  hotpink: 'ff69b4',
  indianred: 'cd5c5c',
  indigo: '4b0082',
  ivory: 'fffff0',
  khaki: 'f0e68c',
  lavender: 'e6e6fa',
  lavenderblush: 'fff0f5',
  lawngreen: '7cfc00',
  lemonchiffon: 'fffacd',
  lightblue: 'add8e6',
  lightcoral: 'f08080',
  lightcyan: 'e0ffff',
  lightgoldenrodyellow: 'fafad2',
  lightgray: 'd3d3d3',
  lightgreen: '90ee90',
  lightgrey: 'd3d3d3',
  lightpink: 'ffb6c1',
  lightsalmon: 'ffa07a',
  lightseagreen: '20b2aa',
  lightskyblue: '87cefa',
  lightslategray: '778899',
  lightslategrey: '778899',
  lightsteelblue: 'b0c4de',
  lightyellow: 'ffffe0',
  lime: '00ff00',
  limegreen: '32cd32',
  linen: 'faf0e6',
  magenta: 'ff00ff',
  maroon: '800000',
  mediumaquamarine: '66cdaa',
  mediumblue: '0000cd',
  mediumorchid: 'ba55d3',
  mediumpurple: '9370db',
  mediumseagreen: '3cb371',
  mediumslateblue: '7b68ee',
  mediumspringgreen: '00fa9a',
  mediumturquoise: '48d1cc',
  mediumvioletred: 'c71585',
  midnightblue: '191970',
  mintcream: 'f5fffa',
  mistyrose: 'ffe4e1',
  moccasin: 'ffe4b5',
  navajowhite: 'ffdead',
  navy: '000080',
  oldlace: 'fdf5e6',
  olive: '808000',
  olivedrab: '6b8e23',
  orange: 'ffa500',
  orangered: 'ff4500',
  orchid: 'da70d6',
  palegoldenrod: 'eee8aa',
  palegreen: '98fb98',
  paleturquoise: 'afeeee',
  palevioletred: 'db7093',
  papayawhip: 'ffefd5',
  peachpuff: 'ffdab9',
  peru: 'cd853f',
  pink: 'ffc0cb',
  plum: 'dda0dd',
  powderblue: 'b0e0e6',
  purple: '800080',
  rebeccapurple: '663399',
  red: 'ff0000',
  rosybrown: 'bc8f8f',
  royalblue: '4169e1',
  saddlebrown: '8b4513',
  salmon: 'fa8072',
  sandybrown: 'f4a460',
  seagreen: '2e8b57',
  seashell: 'fff5ee',
  sienna: 'a0522d',
  silver: 'c0c0c0',
  skyblue: '87ceeb',
  slateblue: '6a5acd',
  slategray: '708090',
  slategrey: '708090',
  snow: 'fffafa',
  springgreen: '00ff7f',
  steelblue: '4682b4',
  tan: 'd2b48c',
  teal: '008080',
  thistle: 'd8bfd8',
  tomato: 'ff6347',
  turquoise: '40e0d0',
  violet: 'ee82ee',
  wheat: 'f5deb3',
  white: 'ffffff',
  whitesmoke: 'f5f5f5',
  yellow: 'ffff00',
  yellowgreen: '9acd32',
};

const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const PCT_OR_NUM = `${NUM}%?`;
const HUE = `${NUM}(?:deg)?`;
/** Three channels with commas (optional fourth), or with spaces and an optional `/ alpha`. */
const channels = (first: string) =>
  String.raw`\(\s*(?:${first}\s*,\s*${PCT_OR_NUM}\s*,\s*${PCT_OR_NUM}(?:\s*,\s*${PCT_OR_NUM})?|${first}\s+${PCT_OR_NUM}\s+${PCT_OR_NUM}(?:\s*/\s*${PCT_OR_NUM})?)\s*\)`;
const HEX = '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})';
const RGB = `rgba?${channels(PCT_OR_NUM)}`;
const HSL = `hsla?${channels(HUE)}`;

/** The JSON Schema / zod pattern of a theme colour. */
export const CSS_COLOUR_PATTERN = new RegExp(`^(?:${HEX}|${RGB}|${HSL}|${Object.keys(NAMED).join('|')})$`);

export const CSS_COLOUR_RULE = 'a CSS colour: #rgb, #rrggbb (or with alpha), rgb(…), hsl(…) or a lower-case colour name such as green';

export interface Rgba {
  /** 0–255 each. */
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  a: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const channel = (raw: string) => clamp(raw.endsWith('%') ? (parseFloat(raw) / 100) * 255 : parseFloat(raw), 0, 255);
const alpha = (raw: string | undefined) => (raw === undefined ? 1 : clamp(raw.endsWith('%') ? parseFloat(raw) / 100 : parseFloat(raw), 0, 1));

function fromHex(hex: string): Rgba {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const light = clamp(l, 0, 1);
  const k = (n: number) => (n + hue / 30) % 12;
  const f = (n: number) => light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** The colour's sRGB channels, or null when `value` is not one of the accepted forms. */
export function parseCssColour(value: string): Rgba | null {
  const text = value.trim();
  if (!CSS_COLOUR_PATTERN.test(text)) return null;
  const lower = text.toLowerCase();
  if (lower in NAMED) return fromHex(NAMED[lower]);
  if (lower.startsWith('#')) return fromHex(lower.slice(1));
  const parts = lower
    .slice(lower.indexOf('(') + 1, -1)
    .split(/[\s,/]+/)
    .filter(Boolean);
  if (lower.startsWith('rgb')) return { r: channel(parts[0]), g: channel(parts[1]), b: channel(parts[2]), a: alpha(parts[3]) };
  return fromHsl(parseFloat(parts[0]), parseFloat(parts[1]) / 100, parseFloat(parts[2]) / 100, alpha(parts[3]));
}

/** `top` painted over an opaque `bottom` (alpha compositing). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 relative luminance of an opaque colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * WCAG 2 contrast ratio (1–21) of `foreground` text on `background`. A translucent background is
 * taken over white and a translucent foreground over that background, as a page would paint them.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background.a < 1 ? over(background, WHITE) : background;
  const fg = foreground.a < 1 ? over(foreground, bg) : foreground;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `light` when dark text reads better on this background than light text does (form controls follow it). */
export function colourSchemeFor(background: Rgba): 'light' | 'dark' {
  const bg = background.a < 1 ? over(background, WHITE) : background;
  return relativeLuminance(bg) > 0.179 ? 'light' : 'dark';
}

/** The named colour closest in spelling to `value` (a typo such as `greeen`), if one is close. */
export function nearestColourName(value: string): string | null {
  const word = value.trim().toLowerCase();
  if (!/^[a-z]+$/.test(word)) return null;
  let best: { name: string; distance: number } | null = null;
  for (const name of Object.keys(NAMED)) {
    const distance = editDistance(word, name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(word.length / 4)) ? best.name : null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
