import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('continueWatching', 'Carousel of partly watched videos with progress bars.');
