/**
 * /_admin/plugin: validate a plugins.json document (or one realm plugin by id) and
 * render each plugin through the plugins registry.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import type { PreparedBlock } from '~/components/composed-page';
import { PreparedPlugin } from '~/components/composed-page.plugin';
import { preparePlugin } from '~/components/composed-page.server';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { adminOptions, ID_PATTERN, readDraft, validateDraftText } from './admin.preview.server';
import { AdminShell, DraftForms, ReportPanel } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

interface PluginEntry {
  id: string;
  type: string;
  /** Validated against the plugins registry (and loaded) on the server. */
  prepared: PreparedBlock;
}
interface PluginResult {
  source: string;
  document: string;
  ok: boolean;
  errors: { pointer: string; message: string }[];
  notes: { pointer: string; message: string }[];
  plugins: PluginEntry[];
}

async function pluginsResult(source: string, text: string): Promise<PluginResult> {
  const { value, ok, errors } = validateDraftText('plugins', text);
  const list = value && typeof value === 'object' && Array.isArray((value as { plugins?: unknown }).plugins) ? (value as { plugins: unknown[] }).plugins : [];
  const plugins = await Promise.all(
    list.flatMap((p, i) => {
      if (!p || typeof p !== 'object') return [];
      const e = p as Record<string, unknown>;
      const id = typeof e.id === 'string' ? e.id : `#${i}`;
      return [preparePlugin({ id, type: e.type, props: e.props }, `/plugins/${i}`).then((prepared) => ({ id, type: String(e.type ?? ''), prepared }))];
    }),
  );
  return { source, document: text, ok, errors, notes: [], plugins };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { platform, ...options } = await adminOptions(request, context);
  const id = new URL(request.url).searchParams.get('plugin');
  let result: PluginResult | null = null;
  if (id && ID_PATTERN.test(id)) {
    const answer = await platform.realm.plugin({ params: { id } });
    result = answer.ok
      ? await pluginsResult(`Realm plugin "${id}"`, JSON.stringify({ plugins: [answer.data] }, null, 2))
      : {
          source: `Realm plugin "${id}"`,
          document: '',
          ok: false,
          errors: [{ pointer: '', message: `The platform answered: ${answer.error.messages.join(' ') || answer.error.code}` }],
          notes: [],
          plugins: [],
        };
  }
  return json({ options, open: id ?? '', result }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await adminOptions(request, context);
  const draft = await readDraft(request);
  const result: PluginResult = draft.error
    ? { source: 'Draft', document: '', ok: false, errors: [{ pointer: '', message: draft.error }], notes: [], plugins: [] }
    : await pluginsResult('Draft plugins.json', draft.text);
  return json({ result }, { headers: NO_STORE });
}

export default function AdminPluginRoute() {
  const { options, open, result: opened } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const result = posted?.result ?? opened;
  return (
    <AdminShell
      title="Plugin preview"
      intro={
        <p>
          Paste or upload a plugins.json (<code>{'{ "plugins": [{ "id", "type", "props" }] }'}</code>), or open one realm plugin by id.
        </p>
      }
    >
      <DraftForms options={options} openLabel="Plugin id" openName="plugin" openPlaceholder="match-centre" openValue={open} document={result?.document} />
      {result ? (
        <div className="adm-result">
          <ReportPanel result={result} />
          <BlockEnvironmentProvider value={{ locale: options.locale }}>
            <div className="blk-root" style={{ flex: '1 1 600px' }}>
              {result.plugins.map((plugin, i) => (
                <section key={`${plugin.id}-${i}`} className="adm-example">
                  <h2>
                    {plugin.id} <small>({plugin.type})</small>
                  </h2>
                  <PreparedPlugin entry={plugin.prepared} showErrors />
                </section>
              ))}
            </div>
          </BlockEnvironmentProvider>
        </div>
      ) : null}
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Plugin preview' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
