/** Arguments for calling a loader or action directly in a unit test, with the real load context. */
import type { Params } from '@remix-run/react';
import { buildContext } from '~/context.server';

export async function loadArgs(request: Request, params: Params = {}) {
  return { request, params, context: await buildContext(request) };
}
