/** `GET /_data/stream/{vod|live}/{id}`: a fresh signed stream URL for the player (app/watch/stream-refresh.server.ts). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { freshStreamUrl } from '~/watch/stream-refresh.server';

export const loader = (args: LoaderFunctionArgs) => freshStreamUrl(args);
