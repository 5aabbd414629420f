/**
 * The viewer's playback preferences for the player (defaults autoAdvance true, muted true). For a watch loader:
 *
 *   import { playbackPreferences } from '~/account/playback-preferences.server';
 *   const prefs = await playbackPreferences(ctx); // { autoAdvance, subTitleLanguage, audioLanguage, backgroundAutoplay, muted }
 *
 * Guests, and any platform failure, get the defaults: a preference must never take a
 * watch page down.
 */
import type { AppContext } from '~/context.server';
import { backgroundAutoplayFrom, type BackgroundAutoplay } from './preferences-form';

export interface PlaybackPreferences {
  autoAdvance: boolean;
  subTitleLanguage: string | null;
  audioLanguage: string | null;
  backgroundAutoplay: BackgroundAutoplay;
  /** Background video starts muted unless the viewer chose audio and video. */
  muted: boolean;
}

export const DEFAULT_PLAYBACK_PREFERENCES: PlaybackPreferences = {
  autoAdvance: true,
  subTitleLanguage: null,
  audioLanguage: null,
  backgroundAutoplay: 'videoOnly',
  muted: true,
};

export async function playbackPreferences(ctx: AppContext): Promise<PlaybackPreferences> {
  if (!ctx.user || ctx.user.isGuest) return DEFAULT_PLAYBACK_PREFERENCES;
  const answer = await ctx.platform.account.preferences();
  if (!answer.ok) return DEFAULT_PLAYBACK_PREFERENCES;
  const prefs = answer.data;
  const backgroundAutoplay = backgroundAutoplayFrom(prefs.videoBackgroundAutoPlay, prefs.videoBackgroundAutoPlayAudio);
  return {
    autoAdvance: prefs.autoAdvance,
    subTitleLanguage: prefs.subTitleLanguage,
    audioLanguage: prefs.audioLanguage,
    backgroundAutoplay,
    muted: backgroundAutoplay !== 'audioAndVideo',
  };
}
