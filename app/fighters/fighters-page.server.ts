/**
 * Loaders of the fighter screens: `/fighters` (rankings and A-to-Z tabs, selected letter,
 * weight-class filter, paged; all in the query, see fighters-query.ts) and `/fighters/{id}`.
 * Links, dates and country names are written here, so the pages work without JavaScript.
 */
import { json } from '@remix-run/node';
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import { unavailable, type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { pageLinks } from '~/news/news-query';
import { isOutage, type PlatformError } from '~/platform/client.server';
import { pathFor } from '~/routing/paths';
import {
  countryName,
  DEFAULT_LETTER,
  FIGHTER_ID_PATTERN,
  fightersQuery,
  knownWeightClass,
  LETTERS,
  readFightersQuery,
  recordText,
  type FighterTab,
  type FightersQuery,
} from './fighters-query';

type Fighter = Answer<typeof contract.content.fighter>;

/** Fighters per page on the fighters screen. */
const FIGHTERS_PAGE_SIZE = 20;

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

function failure(error: PlatformError): Response {
  if (isOutage(error)) return unavailable(error.messages[0] ?? 'The platform is unavailable.');
  if (error.status === 404) return notFound();
  // A query the platform refused (400) is a clear 400 here too, never a 500.
  if (error.status === 400) return new Response('Bad request', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return new Response('Error', { status: error.status || 500, headers: { 'Cache-Control': 'no-store' } });
}

export interface FighterCardData {
  id: string;
  name: string;
  nickname: string | null;
  weightClass: string;
  rank: number | null;
  record: string;
  imageUrl: string | null;
  href: string;
}

export interface FightersListData {
  tab: FighterTab;
  tabs: { tab: FighterTab; href: string; current: boolean }[];
  letter: string | null;
  letters: { letter: string; href: string; current: boolean }[];
  weightClass: string | null;
  weightClasses: string[];
  /** Weight class (the filter value) → its name in the viewer's locale. */
  weightClassNames: Record<string, string>;
  /** Hidden fields the filter form carries (the tab and letter stay when the class changes). */
  filterHidden: { name: string; value: string }[];
  filterAction: string;
  /** Rankings: fighters grouped under their weight class, in rank order. A to Z: one group. */
  groups: { title: string | null; fighters: FighterCardData[] }[];
  page: number;
  totalPages: number;
  previousHref: string | null;
  nextHref: string | null;
  meta: ReturnType<typeof pageMeta>;
}

function card(fighter: Fighter, locale: string): FighterCardData {
  return {
    id: fighter.id,
    name: fighter.name,
    nickname: fighter.nickname ?? null,
    // The class's name in the viewer's locale when the platform gives one (cards show it, rankings group by it).
    weightClass: fighter.weightClassName ?? fighter.weightClass,
    rank: fighter.rank ?? null,
    record: recordText(fighter.record),
    imageUrl: fighter.imageUrl ?? null,
    href: pathFor('fighter', { id: fighter.id }, { locale }),
  };
}

/** Consecutive fighters of one weight class under one heading (the platform sorts rankings by class, then rank). */
export function groupByWeightClass<T extends { weightClass: string }>(fighters: readonly T[]): { title: string; fighters: T[] }[] {
  const groups: { title: string; fighters: T[] }[] = [];
  for (const fighter of fighters) {
    const last = groups[groups.length - 1];
    if (last && last.title === fighter.weightClass) last.fighters.push(fighter);
    else groups.push({ title: fighter.weightClass, fighters: [fighter] });
  }
  return groups;
}

export async function loadFightersList(ctx: AppContext) {
  const query = readFightersQuery(ctx.url.searchParams);
  const list = (q: FightersQuery) =>
    ctx.platform.content.fighters({
      query: {
        sort: q.tab === 'az' ? 'name' : 'rank',
        weightClass: q.weightClass ?? undefined,
        letter: q.letter ?? undefined,
        p: q.page,
        rpp: FIGHTERS_PAGE_SIZE,
      },
    });

  let state: FightersQuery = query;
  let answer = await list(state);
  // A weight class the platform does not list is ignored (a stale or edited link), not an empty page.
  if (answer.ok && state.weightClass && !knownWeightClass(answer.data.weightClasses, state.weightClass)) {
    state = { ...state, weightClass: null, page: 1 };
    answer = await list(state);
  }
  if (!answer.ok) throw failure(answer.error);
  const page = answer.data;
  state = { ...state, weightClass: knownWeightClass(page.weightClasses, state.weightClass) };

  const href = (next: Partial<FightersQuery>) => pathFor('fighters', {}, { locale: ctx.locale, query: fightersQuery({ ...state, page: 1, ...next }) });
  const cards = page.fighters.filter((fighter) => FIGHTER_ID_PATTERN.test(fighter.id)).map((fighter) => card(fighter, ctx.locale));
  const links = pageLinks(page.page, page.totalPages);
  const data: FightersListData = {
    tab: state.tab,
    tabs: (['rankings', 'az'] as const).map((tab) => ({
      tab,
      href: href({ tab, letter: tab === 'az' ? (state.letter ?? DEFAULT_LETTER) : null }),
      current: tab === state.tab,
    })),
    letter: state.letter,
    letters: state.tab === 'az' ? LETTERS.map((letter) => ({ letter, href: href({ letter }), current: letter === state.letter })) : [],
    weightClass: state.weightClass,
    weightClasses: page.weightClasses,
    weightClassNames: page.weightClassNames ?? {},
    filterHidden: [
      ...(state.tab === 'az' ? [{ name: 'tab', value: 'az' }] : []),
      ...(state.tab === 'az' && state.letter ? [{ name: 'letter', value: state.letter }] : []),
    ],
    filterAction: pathFor('fighters', {}, { locale: ctx.locale }),
    groups: state.tab === 'rankings' ? groupByWeightClass(cards) : [{ title: null, fighters: cards }],
    page: page.page,
    totalPages: page.totalPages,
    previousHref: links.previous ? href({ page: links.previous }) : null,
    nextHref: links.next ? href({ page: links.next }) : null,
    meta: pageMeta(ctx, 'fighters', {}, ''),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

export interface FighterData {
  id: string;
  name: string;
  nickname: string | null;
  country: string | null;
  weightClass: string;
  rank: number | null;
  record: { wins: number; losses: number; draws: number; noContests: number };
  recordText: string;
  imageUrl: string | null;
  bio: string | null;
  /** The rankings of this fighter's weight class. */
  rankingsHref: string;
  shareUrl: string | null;
  meta: ReturnType<typeof pageMeta>;
}

export async function loadFighter(ctx: AppContext, params: Record<string, string | undefined>) {
  const id = params.id ?? '';
  if (!FIGHTER_ID_PATTERN.test(id)) throw notFound();
  const answer = await ctx.platform.content.fighter({ params: { id } });
  if (!answer.ok) throw failure(answer.error.kind === 'http' && answer.error.status === 400 ? { ...answer.error, status: 404 } : answer.error);
  const fighter = answer.data;
  const meta = pageMeta(ctx, 'fighter', { id }, fighter.name, fighter.bio);
  const data: FighterData = {
    id: fighter.id,
    name: fighter.name,
    nickname: fighter.nickname ?? null,
    country: countryName(fighter.country, ctx.locale),
    weightClass: fighter.weightClassName ?? fighter.weightClass,
    rank: fighter.rank ?? null,
    record: fighter.record,
    recordText: recordText(fighter.record),
    imageUrl: fighter.imageUrl ?? null,
    bio: fighter.bio ?? null,
    rankingsHref: pathFor('fighters', {}, { locale: ctx.locale, query: fightersQuery({ tab: 'rankings', weightClass: fighter.weightClass || null }) }),
    shareUrl: ctx.settings.features.socialSharing ? meta.canonical : null,
    meta,
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
