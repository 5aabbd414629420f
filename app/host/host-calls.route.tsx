/** `/_data/host/{call}`: what the video page's host-page methods need from the platform (app/host/host-calls.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { hostCall } from '~/host/host-calls.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return hostCall(context, request, params.call);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return hostCall(context, request, params.call);
}
