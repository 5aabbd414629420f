import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'date',
  kind: 'fields',
  description: 'Form field: a date typed in year, month and day parts ordered as the locale writes dates.',
  schema,
  Component,
  examples,
});
