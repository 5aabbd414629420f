/**
 * What `npm run media:make` produces: the demo clips, their renditions and sidecar texts.
 * Everything is synthetic (ffmpeg lavfi sources + sine tones), so the fixtures carry no
 * third-party material. Bitrates are deliberately low: the whole output is committed and
 * must stay a few MB.
 */

export interface Rendition {
  /** Folder name and label burnt into the picture, e.g. "360p". */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  /** H.264 level for the CODECS attribute (profile is always High). */
  level: '3.0' | '3.1';
}

export const FPS = 25;
/** Segment length in seconds; every asset is a whole number of segments. */
export const SEGMENT_SECONDS = 4;
export const AUDIO_KBPS = 32;

export const RENDITIONS: Rendition[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 110, level: '3.0' },
  { name: '720p', width: 1280, height: 720, videoKbps: 220, level: '3.1' },
];

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface VodAssetSpec {
  id: string;
  title: string;
  seconds: number;
  /** lavfi video source expression, sized by the rendition (use {w} and {h}). */
  video: string;
  /** lavfi audio source expression. */
  audio: string;
  chapters: Cue[];
  skipMarkers: { type: 'INTRO' | 'CREDITS'; start: number; end: number }[];
  /** Subtitle cues per language; the same timings in every language. */
  subtitles: Record<string, Cue[]>;
}

export const SUBTITLE_LANGUAGES: { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'ar', name: 'العربية' },
];

/** A soft two-note chord with a slow swell; easier on the ear than a bare sine. */
function chord(rootHz: number, fifthHz: number): string {
  return `aevalsrc=exprs='0.08*sin(2*PI*${rootHz}*t)+0.05*sin(2*PI*${fifthHz}*t)*(0.6+0.4*sin(2*PI*0.25*t))':s=48000:c=mono`;
}

type Lines = Record<string, string[]>;

/** Builds cues at fixed times with the same line index in every language. */
function cues(times: [number, number][], lines: Lines): Record<string, Cue[]> {
  const out: Record<string, Cue[]> = {};
  for (const [lang, texts] of Object.entries(lines)) {
    out[lang] = times.map(([start, end], i) => ({ start, end, text: texts[i] }));
  }
  return out;
}

const subtitleTimes: [number, number][] = [
  [1, 4.5],
  [6, 9.5],
  [11, 15],
  [17, 21],
  [23, 27],
  [29, 33],
];

export const VOD_ASSETS: VodAssetSpec[] = [
  {
    id: 'neon-circuit',
    title: 'Neon Circuit',
    seconds: 36,
    video: 'testsrc2=s={w}x{h}:r=25',
    audio: chord(220, 330),
    chapters: [
      { start: 0, end: 8, text: 'Opening' },
      { start: 8, end: 20, text: 'The Circuit' },
      { start: 20, end: 32, text: 'Final Lap' },
      { start: 32, end: 36, text: 'Credits' },
    ],
    skipMarkers: [
      { type: 'INTRO', start: 0, end: 8 },
      { type: 'CREDITS', start: 32, end: 36 },
    ],
    subtitles: cues(subtitleTimes, {
      en: [
        'Welcome to the circuit.',
        'Every light is a signal.',
        'Hold on, the colours are shifting.',
        'Three laps to go.',
        'Faster than the night itself.',
        'That was the final lap.',
      ],
      es: [
        'Bienvenidos al circuito.',
        'Cada luz es una señal.',
        'Espera, los colores están cambiando.',
        'Faltan tres vueltas.',
        'Más rápido que la noche.',
        'Esa fue la última vuelta.',
      ],
      ar: ['مرحبًا بكم في الحلبة.', 'كل ضوء هو إشارة.', 'انتظر، الألوان تتغير.', 'بقيت ثلاث لفات.', 'أسرع من الليل نفسه.', 'كانت تلك اللفة الأخيرة.'],
    }),
  },
  {
    id: 'colour-field',
    title: 'Colour Field',
    seconds: 36,
    video: 'smptehdbars=s={w}x{h}:r=25',
    audio: chord(261.63, 392),
    chapters: [
      { start: 0, end: 6, text: 'Calibration' },
      { start: 6, end: 24, text: 'The Bars' },
      { start: 24, end: 32, text: 'Signal Test' },
      { start: 32, end: 36, text: 'Credits' },
    ],
    skipMarkers: [
      { type: 'INTRO', start: 0, end: 6 },
      { type: 'CREDITS', start: 32, end: 36 },
    ],
    subtitles: cues(subtitleTimes, {
      en: [
        'Stand by for calibration.',
        'White, yellow, cyan, green.',
        'Magenta, red and blue follow.',
        'The tone holds steady.',
        'Signal test in progress.',
        'Thank you for watching.',
      ],
      es: [
        'Espere la calibración.',
        'Blanco, amarillo, cian, verde.',
        'Siguen magenta, rojo y azul.',
        'El tono se mantiene estable.',
        'Prueba de señal en curso.',
        'Gracias por su atención.',
      ],
      ar: ['استعدوا للمعايرة.', 'أبيض، أصفر، سماوي، أخضر.', 'يليها الأرجواني والأحمر والأزرق.', 'النغمة ثابتة.', 'اختبار الإشارة جارٍ.', 'شكرًا على المشاهدة.'],
    }),
  },
  {
    id: 'deep-zoom',
    title: 'Deep Zoom',
    seconds: 36,
    // Rendered small and scaled: the fractal is costly and detail is lost at these bitrates anyway.
    video: 'mandelbrot=s=480x270:r=25:start_scale=3:end_scale=0.02:end_pts=900,scale={w}:{h}:flags=bicubic',
    audio: chord(196, 293.66),
    chapters: [
      { start: 0, end: 6, text: 'Approach' },
      { start: 6, end: 18, text: 'The Edge' },
      { start: 18, end: 32, text: 'Into the Spiral' },
      { start: 32, end: 36, text: 'Credits' },
    ],
    skipMarkers: [
      { type: 'INTRO', start: 0, end: 6 },
      { type: 'CREDITS', start: 32, end: 36 },
    ],
    subtitles: cues(subtitleTimes, {
      en: ['Closer now.', 'The edge never ends.', 'Patterns inside patterns.', 'We keep falling in.', 'A spiral opens below.', 'And it goes on forever.'],
      es: [
        'Más cerca ahora.',
        'El borde nunca termina.',
        'Patrones dentro de patrones.',
        'Seguimos cayendo.',
        'Una espiral se abre abajo.',
        'Y continúa para siempre.',
      ],
      ar: ['أقرب الآن.', 'الحافة لا تنتهي أبدًا.', 'أنماط داخل أنماط.', 'ما زلنا نسقط.', 'دوامة تنفتح في الأسفل.', 'وتستمر إلى الأبد.'],
    }),
  },
];

/** The loop the simulated live channels play: N segments, same renditions as the VODs. */
export const LIVE_SOURCE = {
  id: 'live-loop',
  title: 'Live Arena',
  segments: 6,
  video: 'testsrc=s={w}x{h}:r=25',
  audio: chord(174.61, 261.63),
};
