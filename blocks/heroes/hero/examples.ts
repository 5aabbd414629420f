import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { HeroContext } from './component';
import type { schema } from './schema';

// Editors' documents name artwork under the media base placeholder (schemas/url-policy.ts: http: is refused).
const img = (key: string) => `{{PLATFORM_PUBLIC_URL}}/images/${key}.jpg`;

export const examples: BlockExample<z.input<typeof schema>, HeroContext>[] = [
  {
    name: 'Title, tagline, two CTAs (defaults: bottom gradient, LEFT)',
    props: {
      type: 'hero',
      heroId: 'hero-orchard',
      title: 'Endless Orchard',
      tagline: 'New series',
      description: 'A lone traveller crosses the atlas in search of the last orchard.',
      background: { imageUrl: img('art-01'), portraitImageUrl: img('poster-01') },
      primaryButton: { ctaText: 'Watch now', link: { type: 'CONTENT', event: { type: 'VOD', id: 'vod-001', title: 'Endless Orchard' } } },
      secondaryButton: { ctaText: 'More like this', link: { type: 'SECTION', name: 'movies' } },
    },
    context: { index: 0 },
  },
  {
    name: 'Title image, channel logo, centred, all gradients, no description',
    props: {
      type: 'hero',
      heroId: 'hero-live',
      title: 'Atlas Plus',
      titleImage: img('logo-01'),
      channelLogo: img('logo-02'),
      description: 'Hidden by heroComponentsDisplay.',
      background: { imageUrl: img('art-13'), gradientTop: true, gradientLeft: true, gradientRight: true },
      heroComponentsDisplay: { showTitle: true, showDescription: false, showPrimaryCta: true },
      alignmentHorizontal: 'CENTER',
      alignmentVertical: 'CENTER',
      textAlignment: 'CENTER',
      primaryButton: { ctaText: 'Watch live', link: { type: 'CONTENT', event: { type: 'LIVE', id: 'channel-1', title: 'Atlas Plus' } } },
    },
    context: { index: 1 },
  },
];
