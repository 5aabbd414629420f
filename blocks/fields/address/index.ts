import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'address',
  kind: 'fields',
  description: 'Form field: country and the address fields the platform lists for it (dropdowns where it lists values).',
  schema,
  Component,
  examples,
});
