import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'promo',
  kind: 'rows',
  description: 'Promotional band with background, title, description and calls to action.',
  schema,
  Component,
  examples,
});
