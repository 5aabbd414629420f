import type { z } from 'zod';
import { useBlockEnvironment } from '../../shared/environment';
import type { BlockRenderProps } from '../../types';
import type { ConsentContext } from '../shared';
import type { schema } from './schema';

export function Component({ props }: BlockRenderProps<z.output<typeof schema>, ConsentContext>) {
  const { t } = useBlockEnvironment();
  return (
    <p className="blk-consent blk-consent--info" data-field={props.fieldName}>
      {t(props.text)}
    </p>
  );
}
