/**
 * /_admin/blocks: the block gallery. Every registered block of every kind, its props
 * documented from its schema (zod → JSON Schema), and each example rendered live
 * (the same components and styles as the site; carousels hydrate).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { registry } from '../../blocks/index';
import { BlockBoundary, BlockErrorPanel } from '../../blocks/render';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { SAMPLE_IMAGE_BASE } from '../../blocks/shared/sample-cards';
import { BLOCK_KINDS, type BlockDefinition } from '../../blocks/types';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { useAppBlockEnvironment } from '~/components/composed-page';
import { getEnv } from '~/env.server';
import { requireEditor } from '~/session.server';
import { AdminShell } from './admin.shared';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return json({ imageBase: `${getEnv().PLATFORM_PUBLIC_URL.replace(/\/$/, '')}/images` }, { headers: { 'Cache-Control': 'private, no-store' } });
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
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? 'any';
  const range = schema.minimum !== undefined || schema.maximum !== undefined ? ` (${schema.minimum ?? '…'}–${schema.maximum !== undefined && schema.maximum < 1e15 ? schema.maximum : '…'})` : '';
  return type + range;
}

/** Rows of the props table, nested objects flattened with dotted names. */
export function propRows(schema: JsonSchema, prefix = ''): Array<{ name: string; type: string; required: boolean; default?: string; description?: string }> {
  const rows: Array<{ name: string; type: string; required: boolean; default?: string; description?: string }> = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const full = prefix + name;
    rows.push({ name: full, type: describeType(prop), required: schema.required?.includes(name) ?? false, default: prop.default !== undefined ? JSON.stringify(prop.default) : undefined, description: prop.description });
    if (prop.type === 'object' && prop.properties) rows.push(...propRows(prop, `${full}.`));
  }
  return rows;
}

function withImageBase<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value ?? null).replaceAll(SAMPLE_IMAGE_BASE, base)) ?? value;
}

function BlockDoc({ block, imageBase }: { block: BlockDefinition<any, any, any>; imageBase: string }) {
  const jsonSchema = z.toJSONSchema(block.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
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
          {propRows(jsonSchema).map((row) => (
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
      {block.examples.map((example, i) => {
        const parsed = block.schema.safeParse(withImageBase(example.props, imageBase));
        const context = withImageBase(example.context, imageBase);
        return (
          <div key={i} className="adm-example">
            <h4>{example.name}</h4>
            {parsed.success ? (
              <BlockBoundary label={`${block.type} example`} pointer="" showErrors>
                <block.Component props={parsed.data} context={context} />
              </BlockBoundary>
            ) : (
              <BlockErrorPanel title="Example does not match the schema" issues={parsed.error.issues.map((issue: { path: PropertyKey[]; message: string }) => ({ pointer: `/${issue.path.map(String).join('/')}`, message: issue.message }))} />
            )}
            <details>
              <summary>Props JSON</summary>
              <pre>{JSON.stringify(example.props, null, 2)}</pre>
            </details>
          </div>
        );
      })}
    </section>
  );
}

export default function AdminBlocksRoute() {
  const { imageBase } = useLoaderData<typeof loader>();
  const env = useAppBlockEnvironment();
  return (
    <AdminShell title="Block gallery" intro={<p>Adding a block type: one folder under <code>blocks/&lt;kind&gt;/&lt;type&gt;/</code> and one line in <code>blocks/index.ts</code>.</p>}>
      <nav aria-label="Blocks" className="adm-muted">
        {BLOCK_KINDS.map((kind) => (
          <span key={kind}>
            <strong>{kind}</strong>:{' '}
            {Object.keys(registry[kind]).map((type) => (
              <a key={type} href={`#${kind}-${type}`} style={{ marginInlineEnd: 8 }}>
                {type}
              </a>
            ))}{' '}
          </span>
        ))}
      </nav>
      <BlockEnvironmentProvider value={env}>
        <div className="blk-root adm-gallery">
          {BLOCK_KINDS.map((kind) => (
            <div key={kind}>
              <h2>{kind}</h2>
              {Object.values(registry[kind]).map((block) => (
                <BlockDoc key={block.type} block={block} imageBase={imageBase} />
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
