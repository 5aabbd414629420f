import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock({ type: 'iframe', kind: 'plugins', description: 'Sandboxed frame from an allowed origin.', schema, Component, examples });
