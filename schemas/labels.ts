/** realms/<realm>/labels/<locale>.json: flat `{ key: text }`. */
import { z } from 'zod';

export const labelsSchema = z
  .object({ $schema: z.string().optional() })
  .catchall(z.string())
  .meta({ title: 'Labels for one locale', description: 'Flat map of label key to text.' });
export type LabelsDocument = z.output<typeof labelsSchema>;
