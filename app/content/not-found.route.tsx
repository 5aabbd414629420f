/**
 * Unknown paths: the realm's 404 page, with status 404. When the realm names a
 * `notFoundPage`, that composed page is shown under the message.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ComposedPage } from '~/components/composed-page';
import { prepareComposedPage } from '~/components/composed-page.server';
import { GeneralErrorBoundary, NotFoundPage } from '~/components/general-error-boundary';
import { viewerContentHref, withContentHrefs } from '~/content/content-hrefs.server';
import { getSection } from '~/realm/realm-data.server';

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  const pageId = ctx.settings.notFoundPage;
  const page = pageId ? await getSection(ctx, ctx.locale, pageId) : null;
  return json(
    {
      page: page?.ok
        ? withContentHrefs(await prepareComposedPage({ sectionId: page.data.id, heroes: page.data.heroes, buckets: page.data.buckets }), viewerContentHref(ctx))
        : null,
    },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function NotFoundRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <NotFoundPage />
      {page ? <ComposedPage page={page} /> : null}
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string>; realmName?: string } | undefined;
  return [{ title: `${root?.labels?.notFoundTitle ?? 'Page not found'} | ${root?.realmName ?? ''}` }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
