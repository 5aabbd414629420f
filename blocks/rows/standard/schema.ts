import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('standard', 'Carousel of landscape cards (card width 320).');
