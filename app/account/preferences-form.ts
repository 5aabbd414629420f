/**
 * The preferences form ⇄ the platform's PUT /user/preferences body
 * ('true'/'false' become booleans, empty values are dropped). Pure: used by the action
 * and unit-tested.
 */
export type BackgroundAutoplay = 'audioAndVideo' | 'videoOnly' | 'none';
export const BACKGROUND_AUTOPLAY_CHOICES: readonly BackgroundAutoplay[] = ['audioAndVideo', 'videoOnly', 'none'];

export interface PreferencesBody {
  language?: string;
  subTitleLanguage?: string | null;
  audioLanguage?: string | null;
  autoAdvance?: boolean;
  videoBackgroundAutoPlay?: boolean;
  videoBackgroundAutoPlayAudio?: boolean;
}

/** 'true'/'false' → booleans; empty strings dropped; other text trimmed. */
export function normaliseFormValues(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value === '') continue;
    out[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return out;
}

export function backgroundAutoplayFrom(video: boolean, audio: boolean): BackgroundAutoplay {
  if (!video) return 'none';
  return audio ? 'audioAndVideo' : 'videoOnly';
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/**
 * The PUT body from the posted form. `subTitleLanguage`/`audioLanguage` value `off` (or
 * `auto`) clears the stored language. Unknown keys and malformed values are left out.
 */
export function preferencesBodyFrom(form: Iterable<[string, FormDataEntryValue]>): PreferencesBody {
  const values = normaliseFormValues(form);
  const body: PreferencesBody = {};
  if (typeof values.language === 'string' && LANGUAGE_TAG.test(values.language)) body.language = values.language;
  for (const key of ['subTitleLanguage', 'audioLanguage'] as const) {
    const value = values[key];
    if (value === 'off' || value === 'auto') body[key] = null;
    else if (typeof value === 'string' && LANGUAGE_TAG.test(value)) body[key] = value;
  }
  // An unticked checkbox posts nothing; the hidden `autoAdvance=false` before it keeps the
  // answer explicit, and the checkbox's later `true` wins when ticked.
  if (typeof values.autoAdvance === 'boolean') body.autoAdvance = values.autoAdvance;
  const background = values.backgroundAutoplay;
  if (typeof background === 'string' && (BACKGROUND_AUTOPLAY_CHOICES as readonly string[]).includes(background)) {
    body.videoBackgroundAutoPlay = background !== 'none';
    body.videoBackgroundAutoPlayAudio = background === 'audioAndVideo';
  }
  return body;
}
