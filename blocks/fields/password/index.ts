import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'password',
  kind: 'fields',
  description: 'Form field: password input.',
  schema,
  Component,
  examples,
});
