import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('poster', 'Carousel of portrait poster cards (card width 220).');
