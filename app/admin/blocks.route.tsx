/**
 * /_admin/blocks: the block gallery. Every registered block of every kind, its props
 * documented from its schema (zod → JSON Schema), and each example rendered live
 * (the same components and styles as the site; carousels hydrate).
 * Schemas and examples are server work (loader); the page renders the parsed
 * examples with the components-only registry, so no zod or sanitize-html in its bundle.
 */
import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { componentsOf } from '../../blocks/components/index';
import { registry, type Registry } from '../../blocks/index';
import { BlockBoundary, BlockErrorPanel } from '../../blocks/render';
import { zodIssuesToReport } from '../../blocks/resolve';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { SAMPLE_IMAGE_BASE } from '../../blocks/shared/sample-cards';
import { BLOCK_KINDS, type BlockIssue, type BlockKind } from '../../blocks/types';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { useAppBlockEnvironment } from '~/components/composed-page';
import { useRootData } from '~/root-data';
import { clientContentLinks } from '~/routing/client-content-links';
import { getEnv } from '~/env.server';
import { requireEditor } from '~/session.server';
import { AdminShell } from './admin.shared';

interface GalleryExample {
  name: string;
  /** The example as written (input of the schema). */
  rawProps: unknown;
  context: unknown;
  result: { ok: true; props: unknown } | { ok: false; issues: BlockIssue[] };
}
interface GalleryBlock {
  kind: BlockKind;
  type: string;
  description: string;
  props: PropRow[];
  examples: GalleryExample[];
}

function galleryBlock(block: Registry[string], imageBase: string): GalleryBlock {
  const jsonSchema = z.toJSONSchema(block.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const examples = block.examples.map((example): GalleryExample => {
    const context = withImageBase(example.context, imageBase);
    // Validated as written (an editor's document), then pointed at this server's images.
    const parsed = block.schema.safeParse(example.props);
    if (!parsed.success) return { name: example.name, rawProps: example.props, context, result: { ok: false, issues: zodIssuesToReport('', parsed.error) } };
    return { name: example.name, rawProps: example.props, context, result: { ok: true, props: withImageBase(parsed.data, imageBase) } };
  });
  return { kind: block.kind, type: block.type, description: block.description, props: propRows(jsonSchema), examples };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  const imageBase = `${getEnv().PLATFORM_PUBLIC_URL.replace(/\/$/, '')}/images`;
  const kinds = BLOCK_KINDS.map((kind) => ({ kind, blocks: Object.values(registry[kind]).map((block) => galleryBlock(block, imageBase)) }));
  return json({ kinds }, { headers: { 'Cache-Control': 'private, no-store' } });
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

export function describeType(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).map(describeType).join(' | ');
  if (schema.type === 'array') return `${schema.items ? describeType(schema.items) : 'any'}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? '…'}–${schema.maximum !== undefined && schema.maximum < 1e15 ? schema.maximum : '…'})`
      : '';
  return type + range;
}

/** Rows of the props table, nested objects flattened with dotted names. */
type PropRow = { name: string; type: string; required: boolean; default?: string; description?: string };

export function propRows(schema: JsonSchema, prefix = ''): PropRow[] {
  const rows: PropRow[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const full = prefix + name;
    rows.push({
      name: full,
      type: describeType(prop),
      required: schema.required?.includes(name) ?? false,
      default: prop.default !== undefined ? JSON.stringify(prop.default) : undefined,
      description: prop.description,
    });
    if (prop.type === 'object' && prop.properties) rows.push(...propRows(prop, `${full}.`));
  }
  return rows;
}

function withImageBase<T>(value: T, base: string): T {
  return (
    JSON.parse(
      JSON.stringify(value ?? null)
        .replaceAll(SAMPLE_IMAGE_BASE, base)
        .replaceAll('{{PLATFORM_PUBLIC_URL}}/images', base),
    ) ?? value
  );
}

function BlockDoc({ block }: { block: SerializeFrom<GalleryBlock> }) {
  const Component = componentsOf(block.kind)[block.type];
  return (
    <section className="adm-block-doc" id={`${block.kind}-${block.type}`}>
      <h3>
        <code>{block.type}</code> <small>({block.kind})</small>
      </h3>
      <p>{block.description}</p>
      <table className="adm-props">
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {block.props.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>{row.type}</td>
              <td>{row.required ? 'yes' : ''}</td>
              <td>{row.default ? <code>{row.default}</code> : null}</td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {block.examples.map((example, i) => (
        <div key={i} className="adm-example">
          <h4>{example.name}</h4>
          {!example.result.ok ? (
            <BlockErrorPanel title="Example does not match the schema" issues={example.result.issues} />
          ) : Component ? (
            <BlockBoundary label={`${block.type} example`} pointer="" showErrors>
              <Component props={example.result.props} context={example.context} />
            </BlockBoundary>
          ) : (
            <BlockErrorPanel
              title="Not rendered"
              issues={[{ pointer: '', message: `No component for ${block.kind} "${block.type}" in blocks/components/.` }]}
            />
          )}
          <details>
            <summary>Props JSON</summary>
            <pre>{JSON.stringify(example.rawProps, null, 2)}</pre>
          </details>
        </div>
      ))}
    </section>
  );
}

export default function AdminBlocksRoute() {
  const { kinds } = useLoaderData<typeof loader>();
  const root = useRootData();
  // The gallery's sample cards carry no server-written href: link them here (admin chunk only).
  const env = useAppBlockEnvironment(
    root
      ? { contentHref: (card) => clientContentLinks(root.paths).accessAwareLink(card, { isGuest: root.user.isGuest }, { features: root.features }) ?? '#' }
      : {},
  );
  return (
    <AdminShell
      title="Block gallery"
      intro={
        <p>
          Adding a block type: one folder under <code>blocks/&lt;kind&gt;/&lt;type&gt;/</code> and one line in <code>blocks/index.ts</code>.
        </p>
      }
    >
      <nav aria-label="Blocks" className="adm-muted">
        {kinds.map(({ kind, blocks }) => (
          <span key={kind}>
            <strong>{kind}</strong>:{' '}
            {blocks.map(({ type }) => (
              <a key={type} href={`#${kind}-${type}`} style={{ marginInlineEnd: 8 }}>
                {type}
              </a>
            ))}{' '}
          </span>
        ))}
      </nav>
      <BlockEnvironmentProvider value={env}>
        <div className="blk-root adm-gallery">
          {kinds.map(({ kind, blocks }) => (
            <div key={kind}>
              <h2>{kind}</h2>
              {blocks.map((block) => (
                <BlockDoc key={block.type} block={block} />
              ))}
            </div>
          ))}
        </div>
      </BlockEnvironmentProvider>
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Block gallery' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
