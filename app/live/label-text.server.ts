/** A realm label's text on the server (page titles), from the cached labels; the key itself when missing. */
import type { AppContext } from '~/context.server';
import { getLabels } from '~/realm/realm-data.server';

export async function labelText(ctx: Pick<AppContext, 'platform' | 'realm' | 'locale'>, key: string): Promise<string> {
  const labels = await getLabels(ctx, ctx.locale);
  return (labels.ok ? labels.data.translations[key] : undefined) ?? key;
}
