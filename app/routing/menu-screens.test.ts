import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMenuScreen } from '../../schemas/menu-screens';
import { screenFromRouteKey } from '~/components/top-bar/menu-links';
import { menuScreensJsonText } from './menu-screens';

describe('schemas/json/menu-screens.json', () => {
  it('matches the route table (run npm run schemas:generate)', () => {
    expect(readFileSync(new URL('../../schemas/json/menu-screens.json', import.meta.url), 'utf8')).toBe(menuScreensJsonText());
  });

  it('accepts exactly the SCREEN targets the top bar can link', () => {
    for (const target of ['LIVE_NOW', 'liveNow', 'MULTI_VIEW', 'multi-view', 'EPG', 'SEARCH', 'FAVOURITES', 'nowhere', 'NOT_A_SCREEN', 'live now']) {
      expect(isMenuScreen(target), target).toBe(screenFromRouteKey(target) !== null);
    }
  });
});
