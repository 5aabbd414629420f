/**
 * The client-side registry: type string → Component only, per kind. It mirrors
 * `blocks/index.ts` (a contract test keeps the two equal) but imports no schema.ts,
 * no zod and no server-only code, so pages that render blocks in the browser ship
 * only the components. Validation happens on the server (app/components/composed-page.server.ts)
 * and the client renders the already-validated props.
 * Adding a block type: one line here too, next to its line in blocks/index.ts.
 */
import type { ComponentType } from 'react';
import type { BlockKind, BlockRenderProps } from './types';

import { Component as standard } from './rows/standard/component';
import { Component as poster } from './rows/poster/component';
import { Component as grid } from './rows/grid/component';
import { Component as promo } from './rows/promo/component';
import { Component as continueWatching } from './rows/continueWatching/component';
import { Component as liveNow } from './rows/liveNow/component';
import { Component as sectionLink } from './rows/sectionLink/component';
import { Component as playlist } from './rows/playlist/component';
import { Component as hero } from './heroes/hero/component';
import { Component as html } from './plugins/html/component';
import { Component as iframe } from './plugins/iframe/component';
import { Component as text } from './plugins/text/component';
import { Component as textField } from './fields/text/component';
import { Component as emailField } from './fields/email/component';
import { Component as passwordField } from './fields/password/component';
import { Component as informationText } from './consent/informationText/component';
import { Component as binaryChoice } from './consent/binaryChoice/component';
import { Component as defaultLayout } from './layouts/default/component';
import { Component as sidebarLayout } from './layouts/sidebar/component';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockComponent = ComponentType<BlockRenderProps<any, any, any>>;
type Components = Record<string, AnyBlockComponent>;

// One object per kind (not one combined object) so a page that renders rows and heroes
// does not pull the form fields into its bundle.
export const rowComponents = { standard, poster, grid, promo, continueWatching, liveNow, sectionLink, playlist } satisfies Components;
export const heroComponents = { hero } satisfies Components;
export const pluginComponents = { html, iframe, text } satisfies Components;
export const fieldComponents = { text: textField, email: emailField, password: passwordField } satisfies Components;
export const consentComponents = { informationText, binaryChoice } satisfies Components;
export const layoutComponents = { default: defaultLayout, sidebar: sidebarLayout } satisfies Components;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

export function rowComponent(type: string): AnyBlockComponent | undefined {
  return has(rowComponents, type) ? rowComponents[type as keyof typeof rowComponents] : undefined;
}
export function heroComponent(type: string): AnyBlockComponent | undefined {
  return has(heroComponents, type) ? heroComponents[type as keyof typeof heroComponents] : undefined;
}
export function pluginComponent(type: string): AnyBlockComponent | undefined {
  return has(pluginComponents, type) ? pluginComponents[type as keyof typeof pluginComponents] : undefined;
}
export function layoutComponent(type: string): AnyBlockComponent | undefined {
  return has(layoutComponents, type) ? layoutComponents[type as keyof typeof layoutComponents] : undefined;
}

/** All kinds, for the contract test and the gallery (which renders every kind). */
export function componentsOf(kind: BlockKind): Components {
  switch (kind) {
    case 'rows':
      return rowComponents;
    case 'heroes':
      return heroComponents;
    case 'plugins':
      return pluginComponents;
    case 'fields':
      return fieldComponents;
    case 'consent':
      return consentComponents;
    case 'layouts':
      return layoutComponents;
  }
}
