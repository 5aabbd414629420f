import { describe, expect, it } from 'vitest';
import { clientContentLinks } from './client-content-links';
import { clientPathFor, CLIENT_SCREENS } from './client-paths';
import { clientPathSet, detailScreens } from './client-paths.server';
import { accessAwareLink, contentLink } from './content-links';
import { isDetailPage, pathFor } from './paths';

const LOCALES = ['en', 'es-ES', 'pt', 'debug'];

describe('client path set', () => {
  it('holds only the viewer’s own set: the browser writes the same links as the server', () => {
    for (const locale of LOCALES) {
      const paths = clientPathSet(locale);
      expect(Object.keys(paths).sort()).toEqual([...CLIENT_SCREENS].sort());
      const write = clientPathFor(paths);
      expect(write('login', {}, { query: { from: '/a b' } })).toBe(pathFor('login', {}, { locale, query: { from: '/a b' } }));
      expect(write('section', { id: 'news' })).toBe(pathFor('section', { id: 'news' }, { locale }));
      expect(write('home')).toBe(pathFor('home', {}, { locale }));
    }
    expect(clientPathSet('es').home).toBe('/inicio');
    expect(JSON.stringify(clientPathSet('es'))).not.toMatch(/\/home|🏠/);
  });

  it('content links in the browser equal the server’s', () => {
    const cards = [
      { id: 'vod-001', type: 'VOD', title: 'Día de partido' },
      { id: 'live-1', type: 'LIVE', title: 'Final', liveEventId: 'le-1' },
      { id: 'season-1-1', type: 'SEASON', title: 'Season 1', series: { seriesId: 'series-1', title: 'The Show' } },
      { id: 'news-a-1', type: 'DATA_FEED', feedName: 'a' },
      { id: 'vod-002', type: 'VOD', title: 'Locked', accessLevel: 'GRANTED_ON_SIGN_IN' },
      { id: 'vod-003', type: 'VOD', title: 'Denied', accessLevel: 'DENIED' },
    ];
    const features = { interstitial: true, enhancedMetadataViews: true, seriesInterstitial: true };
    for (const locale of LOCALES) {
      const links = clientContentLinks(clientPathSet(locale));
      for (const card of cards) {
        expect(links.contentLink(card)).toBe(contentLink(card, { locale }));
        expect(links.accessAwareLink(card, { isGuest: true }, { features })).toBe(accessAwareLink(card, { isGuest: true }, { locale, features }));
      }
    }
  });

  it('detail screens are the route table’s detail screens', () => {
    const screens = detailScreens();
    expect(screens).toContain('live');
    expect(screens).not.toContain('home');
    for (const screen of screens)
      expect(
        isDetailPage(
          pathFor(screen as 'live', { eventId: 'x', eventTitle: 'y', id: 'x', seriesId: 'x', seasonId: 'x', playlistId: 'x', feedName: 'f', newId: 'n' }),
        ),
      ).toBe(true);
  });
});
