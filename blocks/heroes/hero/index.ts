import { defineBlock } from '../../types';
import { Component, type HeroContext } from './component';
import { examples } from './examples';
import { schema } from './schema';

export const block = defineBlock<typeof schema, HeroContext>({
  type: 'hero',
  kind: 'heroes',
  description: 'Hero banner: title or title image, tagline, description, channel logo, two CTAs, gradients.',
  schema,
  Component,
  examples,
});
