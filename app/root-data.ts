/**
 * What the root loader hands to every page (no tokens, ever), and a hook to read it.
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { MenuItem } from './platform/schemas.server';

export interface LiveNowItem {
  id: string;
  title: string;
  thumbnailUrl?: string;
  href: string;
}

export interface RootData {
  realm: string;
  realmName: string;
  locale: string;
  locales: string[];
  dir: 'ltr' | 'rtl';
  themeVars: Record<string, string>;
  logo: { url: string; width: number; height: number; alt: string } | null;
  layout: 'top' | 'top-left' | 'hamburger' | 'sidebar';
  features: {
    watchlists: boolean;
    favourites: boolean;
    socialSharing: boolean;
    interstitial: boolean;
    enhancedMetadataViews: boolean;
    seriesInterstitial: boolean;
    selfRegistration: boolean;
  };
  searchType: 'vesper' | 'default';
  languageBadge: boolean;
  registrationUrl: string | null;
  defaultPage: string;
  menus: { WEB: MenuItem[]; 'MOBILE-WEB': MenuItem[] };
  labels: Record<string, string>;
  user: { id: string; rol: string; isGuest: boolean };
  liveNow: LiveNowItem[] | null;
  platformPublicUrl: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
