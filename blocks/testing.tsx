/** Helpers for block tests: render an example on the server exactly as a page would. */
import { renderToString } from 'react-dom/server';
import { BlockEnvironmentProvider, type BlockEnvironment } from './shared/environment';
import type { BlockDefinition, BlockExample, LoadResult } from './types';

/** Render an example; `loaded` is what the block's server `load` returned (see renderExampleLoaded). */
export function renderExample(block: BlockDefinition<any, any, any>, example: BlockExample<unknown, unknown>, env: Partial<BlockEnvironment> = {}, loaded?: LoadResult<unknown>): string {
  const props = block.schema.parse(example.props);
  const { Component } = block;
  return renderToString(
    <BlockEnvironmentProvider value={env}>
      <Component props={props} context={example.context} loaded={loaded} />
    </BlockEnvironmentProvider>,
  );
}

/** As a page does it: parse, run the block's `load` (server side), then render with what it returned. */
export async function renderExampleLoaded(block: BlockDefinition<any, any, any>, example: BlockExample<unknown, unknown>, env: Partial<BlockEnvironment> = {}): Promise<string> {
  const props = block.schema.parse(example.props);
  const loaded = block.load ? await block.load(props, example.context) : undefined;
  return renderExample(block, example, env, loaded);
}

/** Render a block with explicit props (parsed through its schema, so defaults apply). */
export function renderBlock(block: BlockDefinition<any, any, any>, rawProps: unknown, context: unknown, env: Partial<BlockEnvironment> = {}, loaded?: LoadResult<unknown>): string {
  return renderExample(block, { name: 'ad hoc', props: rawProps, context }, env, loaded);
}

/** Every example passes the block's schema and renders (the per-folder half of the contract). */
export function examplesRender(block: BlockDefinition<any, any, any>): string[] {
  return block.examples.map((example) => {
    const parsed = block.schema.safeParse(example.props);
    if (!parsed.success) throw new Error(`${block.type} / ${example.name}: ${parsed.error.message}`);
    return renderExample(block, example);
  });
}
