/** /_admin/404: preview the realm's not-found page document (realm.json notFoundPage), or a draft of it. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { adminOptions, ID_PATTERN, openRealmPage, pagePreview, readDraft } from './admin.preview.server';
import { AdminShell, DraftForms, PreviewLayout, type DraftResult } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { platform, ...options } = await adminOptions(request, context);
  const requested = new URL(request.url).searchParams.get('page');
  const pageId = requested ?? options.notFoundPage;
  const result = pageId && ID_PATTERN.test(pageId) ? await openRealmPage({ platform, ...options }, pageId) : null;
  return json({ options, open: pageId, result }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const full = await adminOptions(request, context);
  const draft = await readDraft(request);
  const result: DraftResult = draft.error
    ? { source: 'Draft', document: '', ok: false, errors: [{ pointer: '', message: draft.error }], notes: [], srcDoc: null }
    : await pagePreview(full, 'Draft 404 page', draft.text);
  return json({ result }, { headers: NO_STORE });
}

export default function AdminNotFoundRoute() {
  const { options, open, result: opened } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const result = posted?.result ?? opened;
  return (
    <AdminShell
      title="404 page preview"
      intro={
        <p>
          {options.notFoundPage ? (
            <>
              This realm shows page <code>{options.notFoundPage}</code> for unknown paths.
            </>
          ) : (
            <>
              This realm has no <code>notFoundPage</code> in realm.json: unknown paths show the built-in not-found screen. Open or paste a page to try one.
            </>
          )}
        </p>
      }
    >
      <DraftForms options={options} openLabel="Page id" openName="page" openPlaceholder="not-found" openValue={open} document={result?.document} />
      <PreviewLayout result={result} viewport={options.viewport} />
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · 404 preview' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
