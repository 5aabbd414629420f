import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'poster',
  kind: 'rows',
  description: 'Carousel of portrait poster cards (220 px).',
  schema,
  Component,
  examples,
});
