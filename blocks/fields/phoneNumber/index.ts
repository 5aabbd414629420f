import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({
  type: 'phoneNumber',
  kind: 'fields',
  description: 'Form field: phone number, formatted as typed (libphonenumber-js), stored in E.164.',
  schema,
  Component,
  examples,
});
