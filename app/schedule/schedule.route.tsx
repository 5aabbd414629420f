/** Schedule `/schedule`: upcoming events by day, paged by links (app/schedule/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import liveStyles from '~/live/live.css';
import { loadSchedulePage } from '~/schedule/schedule-page.server';
import { ScheduleView } from '~/schedule/schedule-view';
import scheduleStyles from '~/schedule/schedule.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: liveStyles },
  { rel: 'stylesheet', href: scheduleStyles },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadSchedulePage(context);
}

export default function ScheduleRoute() {
  return <ScheduleView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
