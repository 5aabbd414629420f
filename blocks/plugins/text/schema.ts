import { z } from 'zod';
import { textAlignmentSchema } from '../../shared/cta';
import { localisedText } from '../../../schemas/localised-text';

export const schema = z
  .object({
    heading: localisedText().optional(),
    text: localisedText(z.string().min(1)).describe('Plain text; blank lines separate paragraphs.'),
    textAlignment: textAlignmentSchema.default('LEFT'),
  })
  .meta({ title: 'Plugin: text', description: 'Heading and paragraphs of plain text.' });
