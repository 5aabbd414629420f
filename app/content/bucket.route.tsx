/**
 * `/_data/bucket/{section}/{bucketId}?lastSeen=`: a bucket's next page as JSON, for the
 * rows' infinite loading (URL built by `bucketPageUrl` in routing/paths.ts).
 * Answers the Bucket (next page only) with its cards parsed by the blocks' card schema
 * here on the server (malformed cards left out, as on the first page), so the browser
 * appends them without shipping zod; or `{ error: { code, messages } }` with a non-2xx status.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { parseCards, pagingSchema } from '../../blocks/shared/content-card';
import { viewerContentHref, withContentHrefs } from '~/content/content-hrefs.server';
import { ctaViewer, withCardPersonal } from '~/lists/cta-personal.server';

const ID = /^[A-Za-z0-9_.-]{1,100}$/;
const CURSOR = /^[A-Za-z0-9_.:-]{1,200}$/;

function error(status: number, code: string, message: string) {
  return json({ error: { code, messages: [message] } }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function loader({ request, params, context: ctx }: LoaderFunctionArgs) {
  const section = params.section ?? '';
  const bucketId = params.bucketId ?? '';
  const url = new URL(request.url);
  const lastSeen = url.searchParams.get('lastSeen');
  const rpp = Number(url.searchParams.get('resultPerPage') ?? '');
  if (!ID.test(section) || !ID.test(bucketId)) return error(400, 'INVALID_BUCKET', 'Unknown section or bucket.');
  if (lastSeen !== null && !CURSOR.test(lastSeen)) return error(400, 'INVALID_CURSOR', 'lastSeen is not a valid cursor.');

  const answer = await ctx.platform.content.bucket({
    params: { section, bucketId },
    query: { lastSeen: lastSeen ?? undefined, resultPerPage: Number.isInteger(rpp) && rpp > 0 && rpp <= 50 ? rpp : undefined },
  });
  if (!answer.ok) {
    const status = answer.error.kind === 'http' ? answer.error.status : 503;
    return error(status === 401 ? 503 : status, answer.error.code, answer.error.messages[0] ?? 'The next page could not be loaded.');
  }
  const headers = new Headers({
    'Cache-Control': ctx.user && !ctx.user.isGuest ? 'private, no-cache' : 'public, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie, Accept-Language',
  });
  await ctx.sessionHeaders(headers);
  const { cards, rejected } = parseCards(answer.data.contentList);
  if (rejected > 0) console.error(`[blocks] bucket "${section}/${bucketId}" next page: ${rejected} malformed card(s) left out`);
  const paging = pagingSchema.safeParse(answer.data.paging);
  return json(
    {
      ...answer.data,
      // A card's favourite form comes back to the page that asked for this next page, not to this resource.
      contentList: withCardPersonal(withContentHrefs(cards, viewerContentHref(ctx)), {
        ...ctaViewer(ctx),
        from: sameOriginPath(request.headers.get('referer'), ctx.url.origin),
      }),
      paging: paging.success ? paging.data : { lastSeen: null, moreDataAvailable: false },
    },
    { headers },
  );
}

function sameOriginPath(referer: string | null, origin: string): string {
  try {
    const url = referer ? new URL(referer) : null;
    return url && url.origin === origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}
