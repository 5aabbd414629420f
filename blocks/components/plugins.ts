/** Client-side registry for plugins (plugin screen, admin plugin preview): type → Component. See page.ts. */
import { Component as html } from '../plugins/html/component';
import { Component as iframe } from '../plugins/iframe/component';
import { Component as text } from '../plugins/text/component';
import { lookupComponent, type Components } from './lookup';

export const pluginComponents = { html, iframe, text } satisfies Components;
export const pluginComponent = (type: string) => lookupComponent(pluginComponents, type);
