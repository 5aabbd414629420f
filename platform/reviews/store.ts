/**
 * Reviews of videos: one row per (viewer, video), so a resubmission replaces the earlier
 * review in one upsert and parallel posts can never leave two. Text is stored as plain text
 * (whoever shows it escapes it); control characters other than line breaks and the
 * invisible direction and zero-width marks are dropped, and blank text is stored as none.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ReviewSummary } from '../../contract/reviews.js';
import './tables.js';

// Controls (but tab and line feed), and zero-width and bidirectional formatting characters.
const INVISIBLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const KEPT = new Set(['\n', '\t']);

/** The text as stored: line breaks normalised, invisible characters dropped, trimmed; null when blank. */
export function cleanReviewText(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (c) => (KEPT.has(c) ? c : ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

export async function saveReview(db: Kysely<Database>, userId: string, contentId: string, rating: number, text: string | null): Promise<void> {
  await db
    .insertInto('reviews')
    .values({ user_id: userId, content_id: contentId, rating, body: text })
    .onConflict((oc) => oc.columns(['user_id', 'content_id']).doUpdateSet({ rating, body: text, updated_at: sql`now()` }))
    .execute();
}

/** The video's summary for a viewer (`userId` null for a guest); `allowed` is the caller's access decision. */
export async function reviewSummary(db: Kysely<Database>, contentId: string, userId: string | null, allowed: boolean): Promise<ReviewSummary> {
  const [totals, mine] = await Promise.all([
    db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.avg<string | null>('rating').as('average')])
      .where('content_id', '=', contentId)
      .executeTakeFirstOrThrow(),
    userId
      ? db.selectFrom('reviews').select(['rating', 'body', 'updated_at']).where('user_id', '=', userId).where('content_id', '=', contentId).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const count = Number(totals.n);
  return {
    id: contentId,
    allowed,
    averageRating: count > 0 && totals.average !== null ? Math.round(Number(totals.average) * 10) / 10 : null,
    reviewCount: count,
    mine: mine ? { rating: Number(mine.rating), text: mine.body, updatedAt: new Date(mine.updated_at).toISOString() } : null,
  };
}
