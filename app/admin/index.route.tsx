/** /_admin: the editors' tools. */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { requireEditor } from '~/session.server';
import { AdminShell } from './admin.shared';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return json({}, { headers: { 'Cache-Control': 'private, no-store' } });
}

const TOOLS = [
  { to: '/_admin/blocks', title: 'Block gallery', text: 'Every registered block with its examples and its props documented from its schema.' },
  {
    to: '/_admin/page',
    title: 'Page preview',
    text: 'Validate a page document (pasted, uploaded or the realm\u2019s own) and see it at a chosen viewport, locale and realm.',
  },
  { to: '/_admin/section', title: 'Section preview', text: 'A section as the platform serves it, with every block production would leave out.' },
  { to: '/_admin/navbar', title: 'Navigation preview', text: 'Validate menus.json and see both menus with translated labels and resolved links.' },
  { to: '/_admin/plugin', title: 'Plugin preview', text: 'Validate plugins.json and render each plugin.' },
  { to: '/_admin/404', title: '404 page preview', text: 'The realm\u2019s not-found page.' },
  { to: '/_admin/generic', title: 'Any document', text: 'Validate realm.json, menus.json, labels, pages and plugins.json.' },
  { to: '/_admin/cancellation-promo', title: 'Cancellation promo preview', text: 'The offer a subscriber sees when they start to cancel, with its prices.' },
];

export default function AdminIndexRoute() {
  return (
    <AdminShell title="Editor tools">
      <ul>
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to}>{tool.title}</Link>: {tool.text}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
