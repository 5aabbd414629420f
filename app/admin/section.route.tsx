/**
 * /_admin/section: a section exactly as the platform answers it (GET
 * /api/v4/content/{id}: heroes and buckets with their cards), rendered through the
 * registry, with every block that would be left out in production reported by
 * JSON pointer. A pasted or uploaded section answer works the same way.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { resolveBucket, resolveHero, type BlockIssue } from '../../blocks/resolve';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { adminOptions, ID_PATTERN, readDraft, renderPreviewDocument } from './admin.preview.server';
import { AdminShell, DraftForms, PreviewLayout, type DraftResult } from './admin.shared';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
type Options = Awaited<ReturnType<typeof adminOptions>>;

/** What ComposedPage would report for this section answer. */
export function sectionIssues(section: { id?: unknown; heroes?: unknown; buckets?: unknown }): { errors: BlockIssue[]; notes: BlockIssue[] } {
  const errors: BlockIssue[] = [];
  const notes: BlockIssue[] = [];
  (Array.isArray(section.heroes) ? section.heroes : []).forEach((hero, i) => {
    const resolved = resolveHero(hero, i);
    if (!resolved.ok) errors.push(...resolved.issues);
  });
  (Array.isArray(section.buckets) ? section.buckets : []).forEach((bucket, i) => {
    const { resolved, warnings } = resolveBucket(bucket, i, typeof section.id === 'string' ? section.id : 'draft');
    if (!resolved.ok) errors.push(...resolved.issues);
    notes.push(...warnings);
  });
  return { errors, notes };
}

async function sectionPreview(options: Options, source: string, text: string): Promise<DraftResult> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { source, document: text, ok: false, errors: [{ pointer: '', message: `Not valid JSON: ${(e as Error).message}` }], notes: [], srcDoc: null };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return {
      source,
      document: text,
      ok: false,
      errors: [{ pointer: '', message: 'A section answer is an object { id, heroes, buckets }.' }],
      notes: [],
      srcDoc: null,
    };
  }
  const section = value as { id?: unknown; heroes?: unknown; buckets?: unknown };
  const { errors, notes } = sectionIssues(section);
  const srcDoc = await renderPreviewDocument({
    platform: options.platform,
    realm: options.realm,
    locale: options.locale,
    sectionId: typeof section.id === 'string' ? section.id : 'draft',
    heroes: Array.isArray(section.heroes) ? section.heroes : [],
    buckets: Array.isArray(section.buckets) ? section.buckets : [],
  });
  return { source, document: text, ok: errors.length === 0, errors, notes, srcDoc };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const options = await adminOptions(request, context);
  const { platform, ...publicOptions } = options;
  const id = new URL(request.url).searchParams.get('section');
  let result: DraftResult | null = null;
  if (id && ID_PATTERN.test(id)) {
    const answer = await platform.content.section({ params: { section: id } });
    result = answer.ok
      ? await sectionPreview(options, `Section "${id}" from the platform`, JSON.stringify(answer.data, null, 2))
      : {
          source: `Section "${id}"`,
          document: '',
          ok: false,
          errors: [{ pointer: '', message: `The platform answered: ${answer.error.messages.join(' ') || answer.error.code}` }],
          notes: [],
          srcDoc: null,
        };
  }
  return json({ options: publicOptions, open: id ?? publicOptions.defaultPage, result }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const options = await adminOptions(request, context);
  const draft = await readDraft(request);
  const result = draft.error
    ? { source: 'Draft', document: '', ok: false, errors: [{ pointer: '', message: draft.error }], notes: [], srcDoc: null }
    : await sectionPreview(options, 'Pasted section answer', draft.text);
  return json({ result }, { headers: NO_STORE });
}

export default function AdminSectionRoute() {
  const { options, open, result: opened } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const result = posted?.result ?? opened;
  return (
    <AdminShell
      title="Section preview"
      intro={
        <p>
          A section as the platform serves it (heroes and buckets with their cards). Blocks that production would leave out are listed with their JSON pointer.
        </p>
      }
    >
      <DraftForms options={options} openLabel="Section id" openName="section" openPlaceholder="home" openValue={open} document={result?.document} />
      <PreviewLayout result={result} viewport={options.viewport} />
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Section preview' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
