/** `POST /_data/multiview-heartbeat` (`{ eventIds }`): the multi-view heartbeat, relayed to the platform with the session's token. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import { relayHeartbeat } from '~/multiview/multiview-page.server';

export async function action({ request, context }: ActionFunctionArgs) {
  return relayHeartbeat(context, request);
}

export function loader() {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
