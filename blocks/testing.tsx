/** Helpers for block tests: render an example on the server exactly as a page would. */
import { renderToString } from 'react-dom/server';
import { BlockEnvironmentProvider, type BlockEnvironment } from './shared/environment';
import type { BlockDefinition, BlockExample } from './types';

/** Render an example as a page does: parse its props with the block's schema (server side), then render the output. */
export function renderExample(block: BlockDefinition<any, any>, example: BlockExample<unknown, unknown>, env: Partial<BlockEnvironment> = {}): string {
  const props = block.schema.parse(example.props);
  const { Component } = block;
  return renderToString(
    <BlockEnvironmentProvider value={env}>
      <Component props={props} context={example.context} />
    </BlockEnvironmentProvider>,
  );
}

/** Render a block with explicit props (parsed through its schema, so defaults apply). */
export function renderBlock(block: BlockDefinition<any, any>, rawProps: unknown, context: unknown, env: Partial<BlockEnvironment> = {}): string {
  return renderExample(block, { name: 'ad hoc', props: rawProps, context }, env);
}

/** Every example passes the block's schema and renders (the per-folder half of the contract). */
export function examplesRender(block: BlockDefinition<any, any>): string[] {
  return block.examples.map((example) => {
    const parsed = block.schema.safeParse(example.props);
    if (!parsed.success) throw new Error(`${block.type} / ${example.name}: ${parsed.error.message}`);
    return renderExample(block, example);
  });
}
