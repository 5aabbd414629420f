/**
 * Whether a hero's background video plays, and with sound. Both the hero (its
 * `videoBackgroundAutoPlay`) and the viewer (preferences videoBackgroundAutoPlay and
 * videoBackgroundAutoPlayAudio; guests: video only, muted) must allow it; sound needs both to
 * allow audio; a viewer who asks for reduced motion gets the still image.
 */
export type HeroBackgroundAutoplay = 'AUDIO_AND_VIDEO' | 'VIDEO_ONLY' | 'NONE';
export type ViewerBackgroundAutoplay = 'audioAndVideo' | 'videoOnly' | 'none';

export function backgroundPlayback(hero: HeroBackgroundAutoplay, viewer: ViewerBackgroundAutoplay, reducedMotion: boolean): { play: boolean; muted: boolean } {
  const play = hero !== 'NONE' && viewer !== 'none' && !reducedMotion;
  return { play, muted: !(play && hero === 'AUDIO_AND_VIDEO' && viewer === 'audioAndVideo') };
}

/** The web's address answering the background's stream and the viewer's choice (app/heroes/hero-background.route.tsx). */
export function heroBackgroundUrl(entity: { entityId: string; entityType: string }): string {
  const kind = /^(LIVE|LIVE_EVENT|CHANNEL)$/i.test(entity.entityType) ? 'live' : 'vod';
  return `/_data/hero-background/${kind}/${encodeURIComponent(entity.entityId)}`;
}
