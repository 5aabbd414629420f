import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'dropdown',
  kind: 'fields',
  description: 'Form field: a choice among fixed values.',
  schema,
  Component,
  examples,
});
