import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('playlist', 'Carousel of playlists (card width 260) with item counts; playlistImageType picks the artwork.');
