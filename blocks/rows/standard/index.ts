import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'standard',
  kind: 'rows',
  description: 'Carousel of landscape cards (320 px).',
  schema,
  Component,
  examples,
});
