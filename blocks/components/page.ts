/**
 * Client-side registry for composed pages: type string → Component for rows, heroes and
 * layouts. It mirrors blocks/index.ts (the contract test keeps them equal) but imports no
 * schema.ts, no zod and no server-only code: validation happens in the route loader
 * (app/components/composed-page.server.ts) and the browser renders the validated props.
 * Plugins and form kinds have their own modules (plugins.ts, forms.ts) so a page's bundle
 * does not carry components it never renders.
 * Adding a block type: one line here (or in plugins.ts / forms.ts) next to its line in blocks/index.ts.
 */
import { lookupComponent, type Components } from './lookup';

import { Component as standard } from '../rows/standard/component';
import { Component as poster } from '../rows/poster/component';
import { Component as grid } from '../rows/grid/component';
import { Component as promo } from '../rows/promo/component';
import { Component as continueWatching } from '../rows/continueWatching/component';
import { Component as liveNow } from '../rows/liveNow/component';
import { Component as sectionLink } from '../rows/sectionLink/component';
import { Component as playlist } from '../rows/playlist/component';
import { Component as hero } from '../heroes/hero/component';
import { Component as defaultLayout } from '../layouts/default/component';
import { Component as sidebarLayout } from '../layouts/sidebar/component';

export type { AnyBlockComponent, Components } from './lookup';

export const rowComponents = { standard, poster, grid, promo, continueWatching, liveNow, sectionLink, playlist } satisfies Components;
export const heroComponents = { hero } satisfies Components;
export const layoutComponents = { default: defaultLayout, sidebar: sidebarLayout } satisfies Components;

export const rowComponent = (type: string) => lookupComponent(rowComponents, type);
export const heroComponent = (type: string) => lookupComponent(heroComponents, type);
export const layoutComponent = (type: string) => lookupComponent(layoutComponents, type);
