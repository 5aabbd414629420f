import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'grid',
  kind: 'rows',
  description: 'Grid of cards, 1 to 8 columns by window width.',
  schema,
  Component,
  examples,
});
