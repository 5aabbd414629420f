/** The registry's schemas by kind (what schemas/ composes documents from). */
import type { z } from 'zod';
import { registry as blocks } from './index';
import type { BlockKind } from './types';

export const registry = Object.fromEntries(
  Object.entries(blocks).map(([kind, byType]) => [kind, Object.fromEntries(Object.entries(byType).map(([type, block]) => [type, block.schema]))]),
) as Record<BlockKind, Record<string, z.ZodType>>;
