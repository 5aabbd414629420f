import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({ type: 'name', kind: 'fields', description: "Form field: the viewer's name.", schema, Component, examples });
