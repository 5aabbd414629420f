/**
 * The video page's review data: asked for signed-in viewers only (the form is theirs, and
 * guest pages stay cacheable without a per-viewer call). A failed call leaves the section
 * out rather than failing the page.
 */
import type { AppContext } from '~/context.server';
import type { ReviewSummary } from '../../contract/reviews';

export async function loadReview(ctx: AppContext, id: string): Promise<ReviewSummary | null> {
  if (!ctx.user || ctx.user.isGuest) return null;
  const answer = await ctx.platform.reviews.summary({ params: { id } });
  return answer.ok ? answer.data : null;
}
