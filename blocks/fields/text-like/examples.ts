import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { FieldContext } from '../shared';
import type { textLikeSchema } from './schema';
import type { TextLikeType } from './variants';

type Example = BlockExample<z.input<ReturnType<typeof textLikeSchema>>, FieldContext>;

/** Required, then the same field showing its "required" error. */
const requiredPair = (type: TextLikeType): Example[] => [
  { name: 'Required', props: { type, name: type, label: type, required: true }, context: {} },
  { name: 'With an error', props: { type, name: type, label: type, required: true }, context: { error: `${type}FieldIsRequired` } },
];

export const textLikeExamples: Record<TextLikeType, Example[]> = {
  text: [
    { name: 'Name', props: { type: 'text', name: 'name', label: 'name', required: true, maxLength: 80, autoComplete: 'name' }, context: { value: 'Ada' } },
    { name: 'With an error', props: { type: 'text', name: 'nickname', label: 'nickname' }, context: { error: 'fieldRequired' } },
  ],
  email: [{ name: 'Email', props: { type: 'email', name: 'email', label: 'email', required: true }, context: {} }],
  name: requiredPair('name'),
  fullName: requiredPair('fullName'),
  taxNumber: [
    { name: 'Typed as digits', props: { type: 'taxNumber', name: 'taxNumber', label: 'taxNumber', required: true }, context: { value: '12345678909' } },
    {
      name: 'Incomplete',
      props: { type: 'taxNumber', name: 'taxNumber', label: 'taxNumber', required: true },
      context: { value: '1234', error: 'taxNumberFieldIsInvalid' },
    },
  ],
  postalCode: requiredPair('postalCode'),
  line1: requiredPair('line1'),
  administrativeLevel1: requiredPair('administrativeLevel1'),
};
