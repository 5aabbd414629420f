import { rowSchema } from '../shared/row-fields';

export const schema = rowSchema('grid', 'Grid of cards; 1 to 8 columns by window width. Loads further pages on scroll unless rowCount limits it.');
