/** `/myuefa`, the viewer's own area (app/myuefa/): continue watching, lists, history, subscriptions, settings. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom } from '~/content/route-helpers';
import { loadMyArea } from './myuefa-page.server';
import { MyAreaView } from './myuefa-view';
import styles from './myuefa.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadMyArea(context);
}

export default function MyAreaRoute() {
  return <MyAreaView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
