import { describe, expect, it } from 'vitest';
import { accessAwareLink } from '~/routing/content-links';
import { viewerContentHref, withContentHrefs } from './content-hrefs.server';

const viewer = (locale: string, isGuest: boolean) =>
  viewerContentHref({
    locale,
    user: isGuest ? null : ({ isGuest: false } as never),
    settings: { features: { interstitial: true } } as never,
  });

describe('withContentHrefs', () => {
  const page = {
    sectionId: 'home',
    rows: [
      {
        ok: true,
        type: 'grid',
        context: {
          bucketId: 'b',
          contentList: [
            { id: 'vod-001', type: 'VOD', title: 'Día uno' },
            { id: 'vod-002', type: 'VOD', title: 'Locked', accessLevel: 'GRANTED_ON_SIGN_IN' },
            { id: 'x-1', type: 'UNKNOWN_KIND', title: 'no screen' },
          ],
        },
      },
    ],
    heroes: [{ ok: true, type: 'hero', props: { ctas: [{ link: { type: 'CONTENT', event: { id: 'live-1', type: 'LIVE' } } }] } }],
  };

  it('writes each content object’s link for the viewer, as the link rules do', () => {
    const out = withContentHrefs(page, viewer('es', true));
    const cards = out.rows[0].context.contentList as Array<{ href?: string }>;
    expect(cards[0].href).toBe(accessAwareLink(page.rows[0].context.contentList[0], { isGuest: true }, { locale: 'es', features: { interstitial: true } }));
    expect(cards[0].href).toMatch(/^\/video\/vod-001\/dia-uno/);
    expect(cards[1].href).toMatch(/^\/iniciar-sesion\?from=/);
    expect(cards[2].href).toBeUndefined();
    expect((out.heroes[0].props.ctas[0].link.event as { href?: string }).href).toBe(
      accessAwareLink({ id: 'live-1', type: 'LIVE' }, { isGuest: true }, { locale: 'es' }),
    );
    // The CTA link itself (type CONTENT, no id) and the row entry are not content.
    expect('href' in out.heroes[0].props.ctas[0].link).toBe(false);
    expect('href' in out.rows[0]).toBe(false);
  });

  it('signed-in viewers get the content itself, and the input is never changed (it may be cached)', () => {
    const before = JSON.stringify(page);
    const out = withContentHrefs(page, viewer('en', false));
    expect((out.rows[0].context.contentList[1] as { href?: string }).href).toMatch(/^\/video\/vod-002\/locked/);
    expect(JSON.stringify(page)).toBe(before);
  });
});
