/**
 * /_admin/navbar: validate a menus.json document (or the realm's current menus) and
 * preview the navigation for WEB and MOBILE-WEB in the chosen locale: translated
 * labels, resolved links, and items that would not render.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { menuLink } from '~/components/top-bar/menu-links';
import { getLabels, getMenus } from '~/realm/realm-data.server';
import { adminOptions, readDraft, validateDraftText } from './admin.preview.server';
import { AdminShell, DraftForms, ReportPanel } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

interface PreviewItem {
  id: string;
  text: string;
  labelKey: string;
  href: string | null;
  featured: boolean;
  children: PreviewItem[];
}
type Options = Awaited<ReturnType<typeof adminOptions>>;

async function menusResult(options: Options, source: string, text: string) {
  const { value, ok, errors } = validateDraftText('menus', text);
  const labelsAnswer = await getLabels(options, options.locale);
  const labels = labelsAnswer.ok ? labelsAnswer.data.translations : {};
  const notes: { pointer: string; message: string }[] = [];
  const toPreview = (items: unknown, pointer: string): PreviewItem[] =>
    (Array.isArray(items) ? items : []).flatMap((raw, i) => {
      if (!raw || typeof raw !== 'object') return [];
      const item = raw as { id?: unknown; label?: unknown; type?: unknown; target?: unknown; featured?: unknown; children?: unknown };
      const labelKey = typeof item.label === 'string' ? item.label : '';
      const link =
        typeof item.type === 'string' && typeof item.target === 'string'
          ? menuLink({ type: item.type as 'SECTION', target: item.target }, { locale: options.locale, defaultPage: options.defaultPage })
          : null;
      if (!link) notes.push({ pointer: `${pointer}/${i}`, message: 'This item has no link and would not be shown.' });
      if (labelKey && !(labelKey in labels))
        notes.push({ pointer: `${pointer}/${i}/label`, message: `Label "${labelKey}" is missing for ${options.locale}: the key would show.` });
      return [
        {
          id: String(item.id ?? i),
          labelKey,
          text: labels[labelKey] ?? labelKey,
          href: link?.href ?? null,
          featured: item.featured === true,
          children: toPreview(item.children, `${pointer}/${i}/children`),
        },
      ];
    });
  const doc = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { source, document: text, ok, errors, notes, web: toPreview(doc.WEB, '/WEB'), mobile: toPreview(doc['MOBILE-WEB'], '/MOBILE-WEB') };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const options = await adminOptions(request, context);
  const { platform: _platform, ...publicOptions } = options;
  const open = new URL(request.url).searchParams.get('open') === '1';
  let result = null;
  if (open) {
    const [web, mobile] = await Promise.all([getMenus(options, 'WEB'), getMenus(options, 'MOBILE-WEB')]);
    const doc = { WEB: web.ok ? web.data.menus : [], 'MOBILE-WEB': mobile.ok ? mobile.data.menus : [] };
    result = await menusResult(options, `Realm menus (${options.realm})`, JSON.stringify(doc, null, 2));
  }
  return json({ options: publicOptions, result }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const options = await adminOptions(request, context);
  const draft = await readDraft(request);
  const result = draft.error
    ? { source: 'Draft', document: '', ok: false, errors: [{ pointer: '', message: draft.error }], notes: [], web: [], mobile: [] }
    : await menusResult(options, 'Draft menus.json', draft.text);
  return json({ result }, { headers: NO_STORE });
}

function MenuTree({ items }: { items: PreviewItem[] }) {
  if (!items.length) return <p className="adm-muted">No items.</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? <a href={item.href}>{item.text}</a> : <s>{item.text}</s>} {item.featured ? <strong>★ featured</strong> : null}{' '}
          <small className="adm-muted">
            {item.labelKey} → {item.href ?? 'no link'}
          </small>
          {item.children.length ? <MenuTree items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function AdminNavbarRoute() {
  const { options, result: opened } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const result = posted?.result ?? opened;
  return (
    <AdminShell title="Navigation preview" intro={<p>Paste or upload a menus.json, or open the realm&apos;s menus. Labels are shown in the chosen locale.</p>}>
      <form method="get" className="adm-card" style={{ marginBottom: 12 }}>
        <input type="hidden" name="open" value="1" />
        <input type="hidden" name="realm" value={options.realm} />
        <input type="hidden" name="locale" value={options.locale} />
        <button type="submit">Open the realm&apos;s menus</button>
      </form>
      <DraftForms options={options} document={result?.document} />
      {result ? (
        <div className="adm-result">
          <ReportPanel result={result} />
          <div className="adm-card">
            <h2>WEB</h2>
            <MenuTree items={result.web} />
            <h2>MOBILE-WEB</h2>
            <MenuTree items={result.mobile} />
          </div>
        </div>
      ) : null}
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Navigation preview' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
