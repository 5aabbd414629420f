import { defineBlock } from '../../types';
import type { ConsentContext } from '../shared';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, ConsentContext>({
  type: 'informationText',
  kind: 'consent',
  description: 'Consent term: informationText.',
  schema,
  Component,
  examples,
});
