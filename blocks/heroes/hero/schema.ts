/** Hero banner: the hero fields and its buttons. */
import { z } from 'zod';
import { ctaSchema, textAlignmentSchema } from '../../shared/cta';
import { safeImageSchema } from '../../../schemas/url-policy';
import { localisedText } from '../../../schemas/localised-text';

export const backgroundSchema = z.object({
  imageUrl: safeImageSchema.describe('Landscape image (absolute URL; ?w= width steps are added).'),
  portraitImageUrl: safeImageSchema.optional().describe('Image for portrait viewports.'),
  animatedBackground: z
    .object({ entityId: z.string(), entityType: z.string() })
    .optional()
    .describe('Content whose video plays as the background (shown as the still image until the player is mounted).'),
  gradientTop: z.boolean().default(false),
  gradientRight: z.boolean().default(false),
  gradientBottom: z.boolean().default(true).describe('Default: only the bottom gradient.'),
  gradientLeft: z.boolean().default(false),
});

export const schema = z
  .object({
    type: z.literal('hero'),
    heroId: z.string().min(1),
    title: localisedText().default(''),
    titleImage: safeImageSchema.optional().describe('Image shown instead of the title text (height 150).'),
    tagline: localisedText().optional(),
    description: localisedText().optional(),
    channelLogo: safeImageSchema.optional(),
    primaryButton: ctaSchema.optional(),
    secondaryButton: ctaSchema.optional(),
    background: backgroundSchema,
    heroComponentsDisplay: z
      .object({
        showTitle: z.boolean().default(true),
        showDescription: z.boolean().default(true),
        showPrimaryCta: z.boolean().default(true),
      })
      .default({ showTitle: true, showDescription: true, showPrimaryCta: true }),
    alignmentHorizontal: z.enum(['LEFT', 'CENTER', 'RIGHT']).default('LEFT'),
    alignmentVertical: z.enum(['TOP', 'CENTER', 'BOTTOM']).default('BOTTOM'),
    textAlignment: textAlignmentSchema.default('LEFT'),
    videoBackgroundAutoPlay: z.enum(['AUDIO_AND_VIDEO', 'VIDEO_ONLY', 'NONE']).default('NONE'),
  })
  .meta({ title: 'Hero: hero', description: 'Hero banner with title or title image, tagline, description, logo and two calls to action.' });
