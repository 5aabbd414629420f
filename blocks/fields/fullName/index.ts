import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({ type: 'fullName', kind: 'fields', description: "Form field: the viewer's full name.", schema, Component, examples });
