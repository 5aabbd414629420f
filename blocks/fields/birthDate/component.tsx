import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { DatePartsInput } from '../date-parts-input';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, FieldContext>) {
  return <DatePartsInput field={props} autoCompletePrefix="bday" value={context?.value} error={context?.error} country={context?.defaultCountry} />;
}
