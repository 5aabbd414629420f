/**
 * The fighters screen's state lives in its query, so it is server-rendered and works
 * without JavaScript (tabs, selected letter, weight-class filter):
 *
 *   /fighters?tab=rankings|az&letter=A..Z&weightClass=<name>&p=<page>
 *
 * Hostile or stale values are ignored (the default applies), never an error: an unknown
 * tab is the rankings tab, a letter outside A–Z is the default letter, a weight class is
 * kept only when it could be one (the loader also drops it when the platform does not know it).
 */
import { pageParam } from '~/news/news-query';

export const FIGHTER_TABS = ['rankings', 'az'] as const;
export type FighterTab = (typeof FIGHTER_TABS)[number];
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DEFAULT_LETTER = 'A';
export const FIGHTER_ID_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
/** Letters, digits, spaces and a few separators: what a weight class name can be. */
const WEIGHT_CLASS_PATTERN = /^[\p{L}\p{N} '’.-]{1,64}$/u;

export interface FightersQuery {
  tab: FighterTab;
  /** Only on the A-to-Z tab. */
  letter: string | null;
  weightClass: string | null;
  page: number;
}

export function readFightersQuery(params: URLSearchParams): FightersQuery {
  const rawTab = params.get('tab');
  const tab: FighterTab = rawTab === 'az' ? 'az' : 'rankings';
  const rawLetter = params.get('letter')?.trim().toUpperCase() ?? '';
  const letter = tab === 'az' ? (LETTERS.includes(rawLetter) ? rawLetter : DEFAULT_LETTER) : null;
  const rawClass = params.get('weightClass')?.trim() ?? '';
  const weightClass = rawClass && WEIGHT_CLASS_PATTERN.test(rawClass) ? rawClass : null;
  return { tab, letter, weightClass, page: pageParam(params.get('p')) };
}

/** The weight class as the platform spells it, or null when it lists no such class. */
export function knownWeightClass(classes: readonly string[], wanted: string | null): string | null {
  if (!wanted) return null;
  return classes.find((name) => name.toLowerCase() === wanted.toLowerCase()) ?? null;
}

/** The query of a fighters link: defaults left out, so every state has one canonical address. */
export function fightersQuery(state: Partial<FightersQuery>): Record<string, string | null> {
  const tab = state.tab ?? 'rankings';
  return {
    tab: tab === 'az' ? 'az' : null,
    letter: tab === 'az' && state.letter ? state.letter : null,
    weightClass: state.weightClass ?? null,
    p: state.page && state.page > 1 ? String(state.page) : null,
  };
}

/** "9-6-2" (wins-losses-draws), with "(1 NC)" when there are no-contests. */
export function recordText(record: { wins: number; losses: number; draws: number; noContests: number }): string {
  const base = `${record.wins}-${record.losses}-${record.draws}`;
  return record.noContests > 0 ? `${base} (${record.noContests} NC)` : base;
}

/** A country code as a name in the viewer's language ("GB" → "United Kingdom"); the code when unknown. */
export function countryName(code: string | null | undefined, locale: string): string | null {
  if (!code) return null;
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
