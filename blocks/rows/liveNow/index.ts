import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'liveNow',
  kind: 'rows',
  description: 'Live events and channels: live badge and current programme.',
  schema,
  Component,
  examples,
});
