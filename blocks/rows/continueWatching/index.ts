import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'continueWatching',
  kind: 'rows',
  description: 'Partly watched videos with progress bars.',
  schema,
  Component,
  examples,
});
