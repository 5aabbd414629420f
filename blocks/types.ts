/**
 * The block contract: what every block of the registry is and provides.
 *
 * A block is a plain object `{ type, kind, description, schema, Component, examples }`.
 * Documents name blocks by their string `type` only; the registry maps the string to the
 * object. `schema` (zod) is the only source of the props type, and its output is all a
 * component gets: work a block needs on the server before rendering (the html plugin's
 * sanitising) is part of parsing, since every document entry is parsed on the server.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';

export const BLOCK_KINDS = ['rows', 'heroes', 'plugins', 'fields', 'consent', 'layouts'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Props every block component receives. `context` is kind-specific runtime data (a bucket's cards for rows). */
export interface BlockRenderProps<Props, Context = undefined> {
  props: Props;
  context: Context;
}

export interface BlockExample<Props, Context = undefined> {
  name: string;
  props: Props;
  /** Runtime data the example renders with (sample contentList cards for rows). */
  context: Context;
}

/** One problem with a document entry, for editors: where (JSON pointer) and what. */
export interface BlockIssue {
  /** JSON pointer into the document (or the platform answer) being rendered. */
  pointer: string;
  message: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a block that reads no context accepts any
export interface BlockDefinition<S extends z.ZodType = z.ZodType, Context = any> {
  type: string;
  kind: BlockKind;
  /** One line for the gallery. */
  description: string;
  schema: S;
  Component: ComponentType<BlockRenderProps<z.output<S>, Context>>;
  examples: ReadonlyArray<BlockExample<z.input<S>, Context>>;
}

/** Helper that keeps the schema/Component/examples types tied together. */
export function defineBlock<S extends z.ZodType, Context = undefined>(block: BlockDefinition<S, Context>): BlockDefinition<S, Context> {
  return block;
}
