/**
 * The contract every block meets, run over every registered block of every
 * kind: the registry key is the block's type, it has examples, every example passes the
 * block's schema and renders on the server without error, and its schema converts to
 * JSON Schema (the gallery documents it and page.schema.json composes it).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { componentsOf } from './components/index';
import { registry } from './index';
import { renderExample } from './testing';
import { BLOCK_KINDS } from './types';

describe.each(BLOCK_KINDS.map((kind) => [kind]))('block kind %s', (kind) => {
  const blocks = Object.entries(registry[kind]);
  it('has at least one block', () => expect(blocks.length).toBeGreaterThan(0));
  it('the client registry (blocks/components/) names the same types', () =>
    expect(Object.keys(componentsOf(kind)).sort()).toEqual(blocks.map(([type]) => type).sort()));

  describe.each(blocks)('%s', (type, block) => {
    it('is registered under its own type and kind', () => {
      expect(block.type).toBe(type);
      expect(block.kind).toBe(kind);
      expect(block.description.length).toBeGreaterThan(0);
    });

    it('has examples that pass its schema', () => {
      expect(block.examples.length).toBeGreaterThan(0);
      for (const example of block.examples) {
        const result = block.schema.safeParse(example.props);
        expect(result.error?.issues ?? [], `${type} / ${example.name}`).toEqual([]);
      }
    });

    it('renders every example on the server (props parsed by its schema, as a page does)', () => {
      for (const example of block.examples) {
        const html = renderExample(block, example);
        expect(html.length, `${type} / ${example.name}`).toBeGreaterThan(20);
      }
    });

    it('has the same component in the client registry (blocks/components/)', async () => {
      const client = componentsOf(kind)[type];
      // A block loaded on demand (./components/loadable.tsx) stands for the component it loads.
      const component = client && 'load' in client && typeof client.load === 'function' ? await client.load() : client;
      expect(component, `${kind}/${type} missing from blocks/components/`).toBe(block.Component);
    });

    it('has a JSON Schema representation', () => {
      const json = z.toJSONSchema(block.schema, { io: 'input', unrepresentable: 'any' }) as { type?: string };
      expect(json.type).toBe('object');
    });
  });
});
