import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock({ type: 'html', kind: 'plugins', description: 'Foreign HTML, sanitised with an allow-list.', schema, Component, examples });
