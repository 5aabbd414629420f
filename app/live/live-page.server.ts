/**
 * The live page's own data beside the watch answers (app/watch/): the first page of the
 * live-now sidebar (15 live events). A failing sidebar is left out; it never takes the
 * page down.
 */
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { listDataUrl } from './live-list-page.server';
import { loadLiveList, SIDEBAR_PAGE_SIZE, type LiveListPage } from './live-list.server';

export interface LiveSidebarData {
  list: LiveListPage;
  /** The live-now screen's URL for further sidebar pages; `p=N` is appended. */
  pageUrlBase: string;
  /** The live-now screen (the sidebar's "see all"). */
  allHref: string;
}

export async function liveSidebar(ctx: AppContext): Promise<{ sidebar: LiveSidebarData | null }> {
  const answer = await loadLiveList(ctx, 'live', 1, SIDEBAR_PAGE_SIZE);
  if (!answer.ok) return { sidebar: null };
  return {
    sidebar: {
      list: answer.data,
      pageUrlBase: listDataUrl('liveNow', ctx.locale, true),
      allHref: pathFor('liveNow', {}, { locale: ctx.locale }),
    },
  };
}
