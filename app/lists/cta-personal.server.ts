/**
 * Buttons with a personal action (hero and row buttons with `action`: "watchlist" or
 * "favourites"): what each viewer gets is written on the server, next to the content links
 * (content-hrefs.server.ts), so the browser ships no rules. Guests get a sign-in link that
 * comes back to this page; signed-in viewers get the add-to-watchlist picker or the favourite
 * toggle by the rules of ./personal-controls.ts (nothing for content they may not play).
 */
import type { CtaAction, CtaPersonal } from '../../blocks/shared/cta';
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { favouriteAction } from './card-list-query';
import { personalControls } from './personal-controls';

interface Viewer {
  signedIn: boolean;
  features: { watchlists?: boolean; favourites?: boolean } | undefined;
  locale: string;
  /** This page (path and query), where sign-in comes back to. */
  from: string;
}

interface ActedOn {
  type?: unknown;
  id?: unknown;
  accessLevel?: unknown;
  favourite?: unknown;
}

/**
 * The control a button with `action` shows this viewer, or null (not shown). The requested
 * action wins where the realm offers it; otherwise the other one (spec 03 §5: the favourites
 * button is used when watchlists are disabled).
 */
export function ctaPersonal(action: CtaAction, event: ActedOn | undefined, viewer: Viewer): CtaPersonal | null {
  if (!event || typeof event.id !== 'string' || (event.type !== 'VOD' && event.type !== 'LIVE')) return null;
  const kind = event.type;
  const controlsFor = (signedIn: boolean, accessLevel: unknown) =>
    personalControls({
      features: viewer.features,
      signedIn,
      accessLevel: typeof accessLevel === 'string' ? accessLevel : undefined,
      kind,
      id: event.id as string,
      favourite: event.favourite === true,
      locale: viewer.locale,
    });
  const from = safeRedirect(viewer.from, '/');
  if (!viewer.signedIn) {
    // A guest is offered the button when a signed-in viewer could use it: sign in first.
    if (!controlsFor(true, 'GRANTED')) return null;
    return { kind: 'signIn', href: pathFor('login', {}, { locale: viewer.locale, query: { from } }) };
  }
  const controls = controlsFor(true, event.accessLevel);
  if (!controls) return null;
  const watchlist = controls.watchlistHref ? ({ kind: 'watchlist', href: controls.watchlistHref } as const) : null;
  const favourite =
    controls.favourite !== null ? ({ kind: 'favourite', id: event.id, favourite: controls.favourite, action: favouriteAction(event.id), from } as const) : null;
  return action === 'watchlist' ? (watchlist ?? favourite) : (favourite ?? watchlist);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAction = (value: unknown): value is CtaAction => value === 'watchlist' || value === 'favourites';

/**
 * A copy of `value` where every button with an action (an object with `ctaText`, `link` and
 * `action`) carries `personal` for this viewer, or loses its action's control (`personal`
 * absent: not rendered). A copy, never in place: the data may come from a shared cache.
 */
export function withCtaPersonal<T>(value: T, viewer: Viewer): T {
  if (Array.isArray(value)) return value.map((item) => withCtaPersonal(item, viewer)) as T;
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = withCtaPersonal(item, viewer);
  if ('ctaText' in out && isRecord(out.link) && isAction(out.action)) {
    const link = out.link;
    const personal = link.type === 'CONTENT' && isRecord(link.event) ? ctaPersonal(out.action, link.event, viewer) : null;
    if (personal) out.personal = personal;
    else delete out.personal;
  }
  return out as T;
}

/** The viewer facts `withCtaPersonal` needs, from the request's context. */
export function ctaViewer(ctx: Pick<AppContext, 'user' | 'settings' | 'locale' | 'url'>): Viewer {
  // A client-side navigation asks the loader with Remix's own parameters: never part of the page.
  const query = new URLSearchParams(ctx.url.search);
  query.delete('_data');
  query.delete('index');
  const search = query.toString();
  return {
    signedIn: Boolean(ctx.user && !ctx.user.isGuest),
    features: ctx.settings.features as Viewer['features'],
    locale: ctx.locale,
    from: ctx.url.pathname + (search ? `?${search}` : ''),
  };
}

/**
 * The small control on a row's card (signed-in viewers only, content they may play): the
 * add-to-watchlist picker where the realm has watchlists, otherwise the favourite toggle.
 */
export function cardPersonal(card: ActedOn, viewer: Viewer): CtaPersonal | null {
  if (!viewer.signedIn) return null;
  const personal = ctaPersonal('watchlist', card, viewer);
  return personal?.kind === 'signIn' ? null : personal;
}

/** A copy of the cards, each with its control (`personal`) for this viewer where it has one. */
export function withCardPersonal<T extends ActedOn>(cards: readonly T[], viewer: Viewer): Array<T & { personal?: CtaPersonal }> {
  return cards.map((card) => {
    const personal = cardPersonal(card, viewer);
    return personal ? { ...card, personal } : card;
  });
}

interface RowsPage {
  rows: Array<{ ok: boolean; context?: unknown }>;
}

/** A copy of a prepared page whose rows' cards carry their controls (`withCardPersonal`). */
export function withRowCardPersonal<P extends RowsPage>(page: P, viewer: Viewer): P {
  if (!viewer.signedIn) return page;
  const rows = page.rows.map((row) => {
    const context = row.ok && isRecord(row.context) ? row.context : null;
    const bucket = context && isRecord(context.bucket) ? context.bucket : null;
    if (!context || !bucket || !Array.isArray(bucket.contentList)) return row;
    return { ...row, context: { ...context, bucket: { ...bucket, contentList: withCardPersonal(bucket.contentList as ActedOn[], viewer) } } };
  });
  return { ...page, rows };
}

/** Every personal control of a prepared page: its buttons with an action and its rows' cards. */
export function withPersonalControls<P extends RowsPage>(page: P, viewer: Viewer): P {
  return withRowCardPersonal(withCtaPersonal(page, viewer), viewer);
}
