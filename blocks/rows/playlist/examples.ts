import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { samplePlaylists, sampleRowContext } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Playlists (thumbnails)', props: { rowType: 'playlist' }, context: sampleRowContext('Playlists', samplePlaylists) },
  { name: 'Playlists (posters)', props: { rowType: 'playlist', playlistImageType: 'POSTER' }, context: sampleRowContext('Collections', samplePlaylists) },
];
