// TEMPORARY: replaced by a view derived from blocks/index.ts once the components land.
import type { z } from 'zod';
import { schema as standard } from './rows/standard/schema';
import { schema as poster } from './rows/poster/schema';
import { schema as grid } from './rows/grid/schema';
import { schema as promo } from './rows/promo/schema';
import { schema as continueWatching } from './rows/continueWatching/schema';
import { schema as liveNow } from './rows/liveNow/schema';
import { schema as sectionLink } from './rows/sectionLink/schema';
import { schema as playlist } from './rows/playlist/schema';
import { schema as hero } from './heroes/hero/schema';
import { schema as html } from './plugins/html/schema';
import { schema as iframe } from './plugins/iframe/schema';
import { schema as text } from './plugins/text/schema';
import { schema as layoutDefault } from './layouts/default/schema';
import { schema as sidebar } from './layouts/sidebar/schema';

export const registry: Record<'rows' | 'heroes' | 'plugins' | 'layouts', Record<string, z.ZodType>> = {
  rows: { standard, poster, grid, promo, continueWatching, liveNow, sectionLink, playlist },
  heroes: { hero },
  plugins: { html, iframe, text },
  layouts: { default: layoutDefault, sidebar },
};
