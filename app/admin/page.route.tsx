/** /_admin/page: validate and preview a composed page document (draft or the realm's own). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { adminOptions, ID_PATTERN, openRealmPage, pagePreview, readDraft } from './admin.preview.server';
import { AdminShell, DraftForms, PreviewLayout, type DraftResult } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { platform: _platform, ...options } = await adminOptions(request, context);
  const open = new URL(request.url).searchParams.get('page');
  const result = open && ID_PATTERN.test(open) ? await openRealmPage({ platform: _platform, ...options }, open) : null;
  return json({ options, open: open ?? options.defaultPage, result }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const full = await adminOptions(request, context);
  const draft = await readDraft(request);
  const result: DraftResult = draft.error
    ? { source: 'Draft', document: '', ok: false, errors: [{ pointer: '', message: draft.error }], notes: [], srcDoc: null }
    : await pagePreview(full, 'Draft page', draft.text);
  return json({ result }, { headers: NO_STORE });
}

export default function AdminPageRoute() {
  const { options, open, result: opened } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const result = posted?.result ?? opened;
  return (
    <AdminShell
      title="Page preview"
      intro={
        <p>
          Paste or upload a page document (pages/&lt;id&gt;.json), or open one of the realm&apos;s pages. Buckets not yet on the platform show sample cards.
        </p>
      }
    >
      <DraftForms options={options} openLabel="Page id" openName="page" openPlaceholder="home" openValue={open} document={result?.document} />
      <PreviewLayout result={result} viewport={options.viewport} />
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Page preview' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
