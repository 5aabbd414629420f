/**
 * What blocks need from the app, handed down by React context so blocks stay free of
 * app imports (and render standalone in tests and the gallery with the defaults).
 * `ComposedPage` fills it with the app's label helper and link helpers.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ContentCard } from './content-card';
import type { Cta, CtaLink, CtaPersonal } from './cta';

export interface BlockEnvironment {
  /** Label text by key; a missing key renders the key itself. */
  t: (key: string) => string;
  /** Link to a content card's screen (the app's content link helper). */
  contentHref: (card: Pick<ContentCard, 'id' | 'type' | 'title'> & Partial<ContentCard>) => string;
  /** Link to a section (composed page) by id. */
  sectionHref: (sectionId: string) => string;
  /** JSON resource URL for a bucket's next page. */
  bucketPageUrl: (sectionId: string, bucketId: string, lastSeen: string) => string;
  locale: string;
  direction: 'ltr' | 'rtl';
  /** IANA time zone for programme times. */
  timeZone: string;
  isGuest: boolean;
  /**
   * The expanded playlist card a playlist row opens under itself on wide windows.
   * The app hands a lazy component (its code loads on the first open, outside home's first
   * bundle); without one (tests, standalone renders) playlist cards stay plain links.
   */
  ExpandedPlaylistCard?: ComponentType<ExpandedPlaylistCardProps>;
  /**
   * A hero's background video (its `animatedBackground`), lazy like the expanded playlist card;
   * without one the hero shows its still image.
   */
  HeroBackgroundVideo?: ComponentType<HeroBackgroundVideoProps>;
  /**
   * A button with an action (add to a watchlist, favourite): the app's control, fed by what the
   * server wrote for this viewer (`personal`). Without one (tests, standalone renders) such
   * buttons are not rendered.
   */
  CtaAction?: ComponentType<CtaActionProps>;
}

export interface HeroBackgroundVideoProps {
  entity: { entityId: string; entityType: string };
  heroAutoplay: 'AUDIO_AND_VIDEO' | 'VIDEO_ONLY' | 'NONE';
  /** The hero's image: shown until the video plays. */
  poster: string;
}

export interface CtaActionProps {
  cta: Cta & { personal?: CtaPersonal };
  variant: 'primary' | 'secondary';
}

export interface ExpandedPlaylistCardProps {
  card: ContentCard & { href?: string };
  /** The row asked it to close (its own card clicked again): play the leave animation, then onClose. */
  closing: boolean;
  onClose: () => void;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

export const defaultEnvironment: BlockEnvironment = {
  t: (key) => key,
  contentHref: (card) => `/${card.type.toLowerCase()}/${encodeURIComponent(card.id)}/${slug(card.title)}`,
  sectionHref: (id) => `/section/${encodeURIComponent(id)}`,
  bucketPageUrl: (section, bucket, lastSeen) =>
    `/resources/bucket/${encodeURIComponent(section)}/${encodeURIComponent(bucket)}?lastSeen=${encodeURIComponent(lastSeen)}`,
  locale: 'en',
  direction: 'ltr',
  timeZone: 'UTC',
  isGuest: true,
};

const EnvironmentContext = createContext<BlockEnvironment>(defaultEnvironment);

export function BlockEnvironmentProvider({ value, children }: { value: Partial<BlockEnvironment>; children: ReactNode }) {
  return <EnvironmentContext.Provider value={{ ...defaultEnvironment, ...value }}>{children}</EnvironmentContext.Provider>;
}

export function useBlockEnvironment(): BlockEnvironment {
  return useContext(EnvironmentContext);
}

/** href for a call-to-action link; null when it cannot be built (the button is then not rendered). */
export function ctaHref(link: CtaLink, env: BlockEnvironment): string | null {
  switch (link.type) {
    case 'CONTENT':
      return link.event ? env.contentHref({ ...link.event, title: link.event.title ?? '' }) : null;
    case 'SECTION':
      return link.name ? env.sectionHref(link.name) : null;
    case 'URL':
      return link.url && isSafeUrl(link.url) ? link.url : null;
  }
}

/** Only http(s) URLs and site paths; never javascript: or data: URLs from a document. */
export function isSafeUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}
