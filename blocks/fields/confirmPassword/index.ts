import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'confirmPassword',
  kind: 'fields',
  description: 'Form field: the password again; must equal the password field it names.',
  schema,
  Component,
  examples,
});
