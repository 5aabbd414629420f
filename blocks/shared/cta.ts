/** Call-to-action buttons (hero buttons, promo row CTAs): `{ ctaText, link }` as in the content document. */
import { z } from 'zod';
import { safeLinkSchema } from '../../schemas/url-policy';
import { ACCESS_LEVELS, CONTENT_TYPES } from './content-card';
import type { TextAlignment } from './text-align';
import { localisedText } from '../../schemas/localised-text';

/** A reference to content inside an editor's document: enough to build its link. */
export const contentReferenceSchema = z
  .object({
    type: z.enum(CONTENT_TYPES).describe('Content type; decides which screen the link opens.'),
    id: z.string().min(1).describe('Content id, e.g. vod-001.'),
    title: z.string().default('').describe('Title used for the slug in the link.'),
    accessLevel: z.enum(ACCESS_LEVELS).optional(),
    liveEventId: z.string().optional(),
    series: z.object({ seriesId: z.string(), title: z.string() }).optional(),
    seasonId: z.string().optional(),
    playlistId: z.string().optional(),
    feedName: z.string().optional(),
    premiereRelease: z.object({ type: z.literal('PREMIERE'), scheduledAt: z.string() }).optional(),
  })
  .describe('The content the button opens.');

export const ctaLinkSchema = z
  .object({
    type: z.enum(['CONTENT', 'URL', 'SECTION']),
    event: contentReferenceSchema.optional(),
    url: safeLinkSchema.optional().describe('For URL links: absolute https URL or a path on this site.'),
    name: z.string().optional().describe('For SECTION links: the section (page) id.'),
  })
  .superRefine((link, ctx) => {
    if (link.type === 'CONTENT' && !link.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'A CONTENT link needs "event".' });
    if (link.type === 'URL' && !link.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'A URL link needs "url".' });
    if (link.type === 'SECTION' && !link.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'A SECTION link needs "name" (the section id).' });
  });

export const ctaSchema = z.object({
  ctaText: localisedText(z.string().min(1)).describe('Button text.'),
  link: ctaLinkSchema,
});
export type Cta = z.output<typeof ctaSchema>;
export type CtaLink = z.output<typeof ctaLinkSchema>;

export const textAlignmentSchema = z.enum(['LEFT', 'CENTER', 'RIGHT'] satisfies TextAlignment[]);
// The rule itself is zod-free (components import it from text-align.ts); re-exported for schema-side callers.
export { logicalTextAlign, type TextAlignment } from './text-align';
