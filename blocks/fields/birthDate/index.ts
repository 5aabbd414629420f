import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'birthDate',
  kind: 'fields',
  description: 'Form field: a birth date (date parts; from 1900, not in the future).',
  schema,
  Component,
  examples,
});
