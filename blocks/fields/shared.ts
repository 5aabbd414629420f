import { z } from 'zod';

/** Fields common to every form field block. `label` and `placeholder` are label keys. */
export const fieldBase = {
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A field name is letters, digits and _.'),
  label: z.string().min(1).describe('Label key.'),
  placeholder: z.string().optional().describe('Label key.'),
  required: z.boolean().default(false),
};

/** Runtime data a field renders with (what the viewer typed, the server's error for it). */
export interface FieldContext {
  value?: string;
  error?: string;
}
