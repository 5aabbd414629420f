import { defineBlock } from '../../types';
import type { LayoutZones } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, LayoutZones>({
  type: 'default',
  kind: 'layouts',
  description: 'Header and main zones.',
  schema,
  Component,
  examples,
});
