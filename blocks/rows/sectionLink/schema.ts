import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('sectionLink', 'Carousel of section links (card width 200).');
