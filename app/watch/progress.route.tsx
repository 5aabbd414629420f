/** `POST /_data/progress/{id}` (`position` in seconds): the player's watch progress, saved for signed-in viewers. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { saveProgress } from '~/watch/watch-page.server';

export const action = (args: ActionFunctionArgs) => saveProgress(args);

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
