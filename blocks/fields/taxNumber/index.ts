import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({ type: 'taxNumber', kind: 'fields', description: "Form field: Brazilian tax number (CPF), formatted ddd.ddd.ddd-dd.", schema, Component, examples });
