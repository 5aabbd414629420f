/**
 * What the root loader hands to every page (no tokens, ever), and a hook to read it.
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { MenuItem } from './platform/schemas.server';
import type { ClientPathSet } from './routing/client-paths';

export interface LiveNowItem {
  id: string;
  title: string;
  thumbnailUrl?: string;
  href: string;
}

/** A menu item with its link written on the server (menu-links.ts); null: no link (unknown target). */
export interface LinkedMenuItem extends Omit<MenuItem, 'children'> {
  link: { href: string; external: boolean } | null;
  children?: LinkedMenuItem[];
}

export interface RootData {
  realm: string;
  realmName: string;
  locale: string;
  locales: string[];
  dir: 'ltr' | 'rtl';
  themeVars: Record<string, string>;
  /** Outside production: why the realm's latest edit was refused (the last good version is what shows). */
  realmProblems: Array<{ file: string; pointer: string; message: string }>;
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
  menus: { WEB: LinkedMenuItem[]; 'MOBILE-WEB': LinkedMenuItem[] };
  /** The viewer's path set, for the links the browser still writes (routing/client-paths.ts). */
  paths: ClientPathSet;
  /** Screens whose pages keep the top bar visible while scrolling (matched by route id `screen:<key>:<set>`). */
  detailScreens: string[];
  labels: Record<string, string>;
  /** In a document's hydration data: how many labels were left out because its markup did not use them (lean-labels.server.ts). */
  labelsOmitted?: number;
  user: { id: string; rol: string; isGuest: boolean };
  liveNow: LiveNowItem[] | null;
  platformPublicUrl: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
