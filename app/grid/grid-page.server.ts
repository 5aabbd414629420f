/**
 * Loader of `/grid` (`?section=&bucket=&lastSeen=`): one bucket of a section in full, as a card
 * grid (the spec's column rule: blocks' `blk-grid`), 48 cards a page, the next page a link
 * carrying the bucket's cursor (no JavaScript needed). Without a bucket, the first bucket of
 * the section (default: the realm's default page) that holds cards.
 */
import { json } from '@remix-run/node';
import { parseCards } from '../../blocks/shared/content-card';
import type { AppContext } from '~/context.server';
import { viewerContentHref, withContentHrefs } from '~/content/content-hrefs.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { notFoundResponse, pageFailure } from '~/platform/page-failure.server';
import { pathFor } from '~/routing/paths';

const GRID_PAGE_SIZE = 48;
const ID = /^[A-Za-z0-9_.-]{1,100}$/;
const CURSOR = /^[A-Za-z0-9_.:-]{1,200}$/;

export async function loadGridPage(ctx: AppContext) {
  const params = ctx.url.searchParams;
  const section = params.get('section') ?? ctx.settings.defaultPage ?? 'home';
  let bucketId = params.get('bucket');
  const lastSeen = params.get('lastSeen');
  if (!ID.test(section) || (bucketId !== null && !ID.test(bucketId)) || (lastSeen !== null && !CURSOR.test(lastSeen))) throw notFoundResponse();

  if (bucketId === null) {
    const answer = await ctx.platform.content.section({ params: { section }, query: { rpp: 1 } });
    if (!answer.ok) throw pageFailure(answer.error);
    bucketId = answer.data.buckets.find((b) => b.contentList.length > 0)?.bucketId ?? null;
    if (!bucketId) throw notFoundResponse();
  }
  const answer = await ctx.platform.content.bucket({
    params: { section, bucketId },
    query: { lastSeen: lastSeen ?? undefined, resultPerPage: GRID_PAGE_SIZE },
  });
  if (!answer.ok) throw pageFailure(answer.error);
  const { cards } = parseCards(answer.data.contentList);
  const { paging } = answer.data;
  const nextHref =
    paging.moreDataAvailable && paging.lastSeen
      ? pathFor('grid', {}, { locale: ctx.locale, query: { section, bucket: bucketId, lastSeen: paging.lastSeen } })
      : null;
  const data = {
    name: answer.data.name,
    cards: withContentHrefs(cards, viewerContentHref(ctx)),
    firstHref: lastSeen ? pathFor('grid', {}, { locale: ctx.locale, query: { section, bucket: bucketId } }) : null,
    nextHref,
    meta: pageMeta(ctx, 'grid', {}, answer.data.name),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
