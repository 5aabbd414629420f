/**
 * Writes the browser's component registry (blocks/components/{page,plugins,forms}.ts) from
 * the block registry (blocks/index.ts), so a block type is listed in one place only. Run
 * by `npm run schemas:generate`; generated.test.ts fails while the committed files differ.
 *
 * Each block's Component is found by identity among the exports of every
 * `blocks/<...>/component.tsx`: the generated modules import those files only (never a
 * schema.ts, zod or server code), which keeps the page bundles light.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registry } from '../index';
import type { BlockKind } from '../types';

const BLOCKS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Which kinds share a browser module: a page's bundle carries only the components it can
 * render (rows, heroes and layouts on composed pages; plugins on the plugin screen; form
 * kinds on the forms), and `lookup` names the per-kind finder the app calls.
 */
export const CLIENT_MODULES: ReadonlyArray<{
  file: string;
  summary: string;
  /** `onDemand`: each component is its own chunk in the browser, loaded when first rendered (loadable.tsx). */
  kinds: ReadonlyArray<{ kind: BlockKind; name: string; lookup?: string; onDemand?: boolean }>;
}> = [
  {
    file: 'page.ts',
    summary: 'composed pages: rows, heroes and layouts',
    // Rows and heroes hydrate once their code has arrived (their server markup stays meanwhile):
    // none of them is in a page's first bundle. Layouts hold the page's zones and stay in it.
    kinds: [
      { kind: 'rows', name: 'rowComponents', lookup: 'rowComponent', onDemand: true },
      { kind: 'heroes', name: 'heroComponents', lookup: 'heroComponent', onDemand: true },
      { kind: 'layouts', name: 'layoutComponents', lookup: 'layoutComponent' },
    ],
  },
  {
    file: 'plugins.ts',
    summary: 'the plugin screen and the admin plugin preview',
    kinds: [{ kind: 'plugins', name: 'pluginComponents', lookup: 'pluginComponent' }],
  },
  {
    file: 'forms.ts',
    summary: 'forms built from data: field and consent term blocks',
    kinds: [
      { kind: 'fields', name: 'fieldComponents' },
      { kind: 'consent', name: 'consentComponents' },
    ],
  },
];

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name === 'component.tsx' ? [full] : [];
  });
}

interface Location {
  /** Import path from blocks/components/, without extension. */
  from: string;
  exportName: string;
  /** Local name in the generated module, from the folder: rows/standard → rowsStandard. */
  alias: string;
}

const camel = (segments: string[]) =>
  segments
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((s, i) => (i === 0 ? s : s[0].toUpperCase() + s.slice(1)))
    .join('');

/** Every exported function of every component.tsx, by identity. */
async function componentLocations(): Promise<Map<unknown, Location>> {
  const found = new Map<unknown, Location>();
  for (const file of componentFiles(BLOCKS_DIR).sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const folder = path.relative(BLOCKS_DIR, path.dirname(file)).split(path.sep);
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== 'function' || found.has(value)) continue;
      const alias = exportName === 'Component' ? camel(folder) : camel([...folder, exportName]);
      found.set(value, { from: `../${folder.join('/')}/component`, exportName, alias });
    }
  }
  return found;
}

/** The text of every generated module, by file name in blocks/components/. */
export async function clientRegistryFiles(): Promise<Record<string, string>> {
  const locations = await componentLocations();
  const out: Record<string, string> = {};
  for (const module of CLIENT_MODULES) {
    const imports = new Map<string, Location>();
    const maps: string[] = [];
    for (const { kind, name, lookup, onDemand } of module.kinds) {
      const entries = Object.values(registry[kind]).map((block) => {
        const at = locations.get(block.Component);
        if (!at) throw new Error(`The Component of ${kind} block "${block.type}" is not exported by any blocks/**/component.tsx.`);
        const key = /^[A-Za-z_$][\w$]*$/.test(block.type) ? block.type : JSON.stringify(block.type);
        if (onDemand) return `  ${key}: loadable(() => import('${at.from}').then((module) => module.${at.exportName})),`;
        imports.set(at.alias, at);
        return `  ${key}: ${at.alias},`;
      });
      maps.push(`export const ${name} = {\n${entries.join('\n')}\n} satisfies Components;`);
      if (lookup) maps.push(`export const ${lookup} = (type: string) => lookupComponent(${name}, type);`);
    }
    const usesLookup = module.kinds.some((k) => k.lookup);
    out[module.file] = [
      `// Generated by \`npm run schemas:generate\` from blocks/index.ts: do not edit (blocks/components/generated.test.ts fails on drift).`,
      `/** The browser's block components (type → Component; no schema, zod or server code) for ${module.summary}. */`,
      usesLookup ? `import { lookupComponent, type Components } from './lookup';` : `import type { Components } from './lookup';`,
      ...(module.kinds.some((k) => k.onDemand) ? [`import { loadable } from './loadable';`] : []),
      ...[...imports.values()].map((at) => `import { ${at.exportName === at.alias ? at.alias : `${at.exportName} as ${at.alias}`} } from '${at.from}';`),
      '',
      ...(usesLookup ? [`export type { AnyBlockComponent, Components } from './lookup';`, ''] : []),
      maps.join('\n\n'),
      '',
    ].join('\n');
  }
  return out;
}

export const CLIENT_REGISTRY_DIR = path.join(BLOCKS_DIR, 'components');
