import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('promo', 'Promotional band: background, title, description, primary/secondary call to action, optional cards.');
