/** The text-like field blocks, one per entry of TEXT_LIKE_VARIANTS, built from the same schema factory and component. */
import { defineBlock, type BlockDefinition } from '../../types';
import type { FieldContext } from '../shared';
import { Component } from './component';
import { textLikeExamples } from './examples';
import { textLikeSchema } from './schema';
import { TEXT_LIKE_TYPES, TEXT_LIKE_VARIANTS, type TextLikeType } from './variants';

type TextLikeBlock = BlockDefinition<ReturnType<typeof textLikeSchema>, FieldContext>;

function textLikeBlock(type: TextLikeType): TextLikeBlock {
  return defineBlock<ReturnType<typeof textLikeSchema>, FieldContext>({
    type,
    kind: 'fields',
    description: TEXT_LIKE_VARIANTS[type].description,
    schema: textLikeSchema(type),
    Component: Component as TextLikeBlock['Component'],
    examples: textLikeExamples[type],
  });
}

export const textLikeFields = Object.fromEntries(TEXT_LIKE_TYPES.map((type) => [type, textLikeBlock(type)])) as Record<TextLikeType, TextLikeBlock>;
