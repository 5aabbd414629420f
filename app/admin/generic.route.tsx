/**
 * /_admin/generic: validate any realm document (realm, menus, labels, page, plugins)
 * against its JSON Schema; pages are also previewed.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { VALIDATED_KINDS, type ValidatedKind } from '../../schemas/validate';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { adminOptions, pagePreview, readDraft, validateDraftText } from './admin.preview.server';
import { AdminShell, OptionsFields, PreviewLayout, type DraftResult } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { platform: _platform, ...options } = await adminOptions(request, context);
  return json({ options, kinds: VALIDATED_KINDS }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const options = await adminOptions(request, context);
  const draft = await readDraft(request);
  const kindField = draft.form.get('kind');
  const kind = (VALIDATED_KINDS as readonly string[]).includes(String(kindField)) ? (kindField as ValidatedKind) : null;
  let result: DraftResult;
  if (draft.error || !kind) {
    result = {
      source: 'Draft',
      document: draft.text,
      ok: false,
      errors: [{ pointer: '', message: draft.error ?? 'Choose the kind of document.' }],
      notes: [],
      srcDoc: null,
    };
  } else if (kind === 'page') {
    result = await pagePreview(options, 'Draft page', draft.text);
  } else {
    const { ok, errors } = validateDraftText(kind, draft.text);
    result = { source: `Draft ${kind} document`, document: draft.text, ok, errors, notes: [], srcDoc: null };
  }
  return json({ result, kind }, { headers: NO_STORE });
}

export default function AdminGenericRoute() {
  const { options, kinds } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <AdminShell
      title="Validate any document"
      intro={
        <p>
          Each kind is checked against <code>schemas/json/&lt;kind&gt;.schema.json</code>, the same schema the platform and <code>npm run realms:check</code>{' '}
          use.
        </p>
      }
    >
      <Form method="post" encType="multipart/form-data" className="adm-card">
        <OptionsFields options={options} />
        <label>
          Kind{' '}
          <select name="kind" defaultValue={posted?.kind ?? 'page'}>
            {kinds.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label className="adm-block">
          Paste JSON
          <textarea name="document" rows={14} spellCheck={false} defaultValue={posted?.result.document} />
        </label>
        <label className="adm-block">
          …or upload a file <input type="file" name="file" accept="application/json,.json" />
        </label>
        <button type="submit">Validate</button>
      </Form>
      <PreviewLayout result={posted?.result ?? null} viewport={options.viewport} />
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Validate a document' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
