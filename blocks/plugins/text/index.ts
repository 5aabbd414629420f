import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock({
  type: 'text',
  kind: 'plugins',
  description: 'Plain text paragraphs with an optional heading.',
  schema,
  Component,
  examples,
});
