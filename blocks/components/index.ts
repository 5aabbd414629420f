/** Every kind's client-side components, for the block gallery and the contract test (not for pages: import page.ts). */
import type { BlockKind } from '../types';
import { consentComponents, fieldComponents } from './forms';
import type { Components } from './lookup';
import { heroComponents, layoutComponents, rowComponents } from './page';
import { pluginComponents } from './plugins';

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
