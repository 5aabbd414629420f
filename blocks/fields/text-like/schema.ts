import { z } from 'zod';
import { fieldBase } from '../shared';
import { TEXT_LIKE_VARIANTS, type TextLikeType, type TextLikeVariant } from './variants';

function lengthProps(length: TextLikeVariant['length']) {
  if (length === 'free') {
    return {
      minLength: z.number().int().min(0).optional(),
      maxLength: z.number().int().min(1).max(10_000).optional(),
      autoComplete: z.string().optional(),
    };
  }
  return typeof length === 'number' ? { maxLength: z.number().int().min(1).max(1000).default(length) } : {};
}

/** The schema of one text-like field type: the common field props plus its variant's length props. */
export function textLikeSchema(type: TextLikeType) {
  const variant: TextLikeVariant = TEXT_LIKE_VARIANTS[type];
  const title = `Field: ${type}`;
  return z
    .object({ type: z.literal(type), ...fieldBase, ...lengthProps(variant.length) })
    .meta(variant.schemaDescription ? { title, description: variant.schemaDescription } : { title });
}
