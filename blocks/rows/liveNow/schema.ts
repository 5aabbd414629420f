import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('liveNow', 'Carousel of live events and channels with live badges and the current programme.');
