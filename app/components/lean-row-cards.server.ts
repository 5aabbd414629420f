/**
 * A prepared page's row cards without the fields no card reads once the server has written
 * their links and controls. Row cards reach the browser twice, as markup and as hydration
 * data, so a field only the server needed is paid for in every document:
 *
 *  - `favourite`, `liveEventId`, `premiereRelease`: read by the server to write `href` and
 *    `personal` (content-hrefs.server.ts, cta-personal.server.ts), never by a card;
 *  - `startDate`, `endDate`: a card reads them only to tell whether a LIVE item is on air
 *    (`isLive` in blocks/shared/card.tsx);
 *  - `posterUrl`: only rows that show poster artwork read it (the same props as
 *    `cardOptionsFor` in blocks/rows/shared/carousel-row.tsx decide).
 *
 * Run it last, after `withContentHrefs` and `withPersonalControls`. A copy: the page may come
 * from a cache shared by viewers.
 */
const SERVER_ONLY_FIELDS = ['favourite', 'liveEventId', 'premiereRelease'] as const;

interface LeanablePage {
  rows: Array<{ ok: boolean; type?: string; props?: unknown; context?: unknown }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a row's cards may show poster artwork (mirrors `cardOptionsFor`'s `usePoster`). */
export function rowShowsPosters(rowType: string | undefined, props: unknown): boolean {
  const p = isRecord(props) ? props : {};
  return rowType === 'poster' || p.displayPosters === true || (rowType === 'playlist' && p.playlistImageType === 'POSTER');
}

function leanCard(card: unknown, posters: boolean): unknown {
  if (!isRecord(card)) return card;
  const lean = { ...card };
  for (const field of SERVER_ONLY_FIELDS) delete lean[field];
  if (lean.type !== 'LIVE') {
    delete lean.startDate;
    delete lean.endDate;
  }
  if (!posters) delete lean.posterUrl;
  return lean;
}

export function leanRowCards<P extends LeanablePage>(page: P): P {
  const rows = page.rows.map((row) => {
    const context = row.ok && isRecord(row.context) ? row.context : null;
    const bucket = context && isRecord(context.bucket) ? context.bucket : null;
    if (!context || !bucket || !Array.isArray(bucket.contentList)) return row;
    const posters = rowShowsPosters(row.type, row.props);
    return { ...row, context: { ...context, bucket: { ...bucket, contentList: bucket.contentList.map((card) => leanCard(card, posters)) } } };
  });
  return { ...page, rows };
}
