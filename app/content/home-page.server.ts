/**
 * Home's loader: the realm's default page (realm setting `defaultPage`) as a composed page.
 * Its own module so that home.route.tsx imports a single server module used by no other
 * route: shared server modules become empty chunks every page loads (home JS budget).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSectionPage } from './section-page.server';

export async function loader({ context }: LoaderFunctionArgs) {
  return loadSectionPage(context, 'home', {}, context.settings.defaultPage);
}
