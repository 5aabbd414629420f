import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'sectionLink',
  kind: 'rows',
  description: 'Links to other sections (200 px cards).',
  schema,
  Component,
  examples,
});
