import { defineBlock } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, FieldContext>({ type: 'administrativeLevel1', kind: 'fields', description: "Form field: state, province or region.", schema, Component, examples });
