/**
 * The bucket `rowTypeData` fields every row type accepts.
 * Each row block's schema is `rowFields` + its own `rowType` literal (+ its own defaults),
 * so the page schema's `rowTypeData` is a discriminated union over the row blocks.
 */
import { z } from 'zod';
import { ctaSchema, textAlignmentSchema } from '../../shared/cta';
import { localisedText } from '../../../schemas/localised-text';

export const METADATA_DISPLAY_MODES = ['BELOW', 'OVERLAY', 'HIDDEN'] as const;
export const PLAYLIST_IMAGE_TYPES = ['THUMBNAIL', 'POSTER'] as const;

export const rowFields = {
  rowCount: z
    .number()
    .int()
    .min(1)
    .max(6)
    .optional()
    .describe('Carousels: number of stacked card lines that scroll together. Grid: rows shown (no further paging).'),
  displayPosters: z.boolean().optional().describe('Use the portrait poster artwork (card width 220) instead of the landscape thumbnail.'),
  hideMetadata: z.boolean().optional().describe('Hide the title and details under each card.'),
  background: z.string().optional().describe('Row background: a CSS colour (#123456, rgb(...)) or an image URL.'),
  metadataDisplayMode: z.enum(METADATA_DISPLAY_MODES).optional().describe('Where card metadata shows: BELOW the image, OVERLAY on it, or HIDDEN.'),
  title: localisedText().optional().describe('Row heading; defaults to the bucket name.'),
  description: localisedText().optional().describe('Text under the heading.'),
  primaryCta: ctaSchema.optional(),
  secondaryCta: ctaSchema.optional(),
  textAlignment: textAlignmentSchema.optional().describe('Heading alignment; LEFT/RIGHT mirror in right-to-left locales.'),
  playlistImageType: z.enum(PLAYLIST_IMAGE_TYPES).optional().describe('Artwork used for playlist cards.'),
};

export type RowCommonProps = {
  rowCount?: number;
  displayPosters?: boolean;
  hideMetadata?: boolean;
  background?: string;
  /** Not an editor's field: the text colour the server chose for a `#hex` background (row-background.ts). */
  backgroundText?: string;
  metadataDisplayMode?: (typeof METADATA_DISPLAY_MODES)[number];
  title?: string;
  description?: string;
  primaryCta?: z.output<typeof ctaSchema>;
  secondaryCta?: z.output<typeof ctaSchema>;
  textAlignment?: z.output<typeof textAlignmentSchema>;
  playlistImageType?: (typeof PLAYLIST_IMAGE_TYPES)[number];
};

/** Build a row block schema: common fields plus the `rowType` discriminator. */
export function rowSchema<T extends string>(rowType: T, description: string) {
  return z.object({ rowType: z.literal(rowType), ...rowFields }).meta({ title: `Row: ${rowType}`, description });
}
