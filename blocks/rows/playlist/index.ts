import type { RowContext } from '../../shared/content-card';
import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, RowContext>({
  type: 'playlist',
  kind: 'rows',
  description: 'Playlists with item counts (260 px cards).',
  schema,
  Component,
  examples,
});
