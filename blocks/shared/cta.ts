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
    favourite: z.boolean().optional().describe("The viewer's favourite flag (the platform writes it; a favourites button shows it)."),
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

/** What a button does instead of opening its link (spec 02 "action for buttons"): the personal ones. */
export const CTA_ACTIONS = ['watchlist', 'favourites'] as const;
export type CtaAction = (typeof CTA_ACTIONS)[number];

export const ctaSchema = z
  .object({
    ctaText: localisedText(z.string().min(1)).describe('Button text.'),
    link: ctaLinkSchema,
    action: z
      .enum(CTA_ACTIONS)
      .optional()
      .describe(
        'Act on the linked content instead of opening it: "watchlist" opens the add-to-watchlist panel, "favourites" toggles the favourite (where the realm has no watchlists, both toggle the favourite). Needs a CONTENT link; guests are sent to sign in; hidden when the viewer may not play the content.',
      ),
  })
  .superRefine((cta, ctx) => {
    if (cta.action && cta.link.type !== 'CONTENT')
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'An action needs a CONTENT link (the content it acts on).' });
  });
export type Cta = z.output<typeof ctaSchema>;
export type CtaLink = z.output<typeof ctaLinkSchema>;

/**
 * What the server wrote for this viewer on a button with an action (app/lists/cta-personal.server.ts):
 * sign in first (guests), the add-to-watchlist picker, or the favourite toggle. Absent: the button is not shown.
 */
export type CtaPersonal =
  { kind: 'signIn'; href: string } | { kind: 'watchlist'; href: string } | { kind: 'favourite'; id: string; favourite: boolean; action: string; from: string };

export const textAlignmentSchema = z.enum(['LEFT', 'CENTER', 'RIGHT'] satisfies TextAlignment[]);
// The rule itself is zod-free (components import it from text-align.ts); re-exported for schema-side callers.
export { logicalTextAlign, type TextAlignment } from './text-align';
