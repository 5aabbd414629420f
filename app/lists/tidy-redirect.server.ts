/**
 * A card list's address is kept tidy (an empty search, "relevance" sort parameters or the
 * form's single sort field are rewritten): a form submitted without JavaScript lands on the
 * same address the scripted list would have written.
 */
import { redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { tidyQuery } from './card-list-query';

export function tidyRedirect(ctx: AppContext): void {
  const query = ctx.url.searchParams;
  if (![...query.keys()].some((key) => ['q', 'type', 'sort', 'order', 'sortBy', 'p'].includes(key))) return;
  const tidy = tidyQuery(query);
  // Paging survives tidying (tidyQuery starts a new search at page 1).
  const page = query.get('p');
  if (page && !query.has('sortBy') && Number(page) > 1) tidy.set('p', page);
  if (tidy.toString() === query.toString()) return;
  const search = tidy.toString();
  throw redirect(`${ctx.url.pathname}${search ? `?${search}` : ''}`);
}
