import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, REALMS, serverPage, signIn, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * Live screens against the real stack. Fixtures: live-1 is free and on air (started an
 * hour ago, so the simulated stream has a DVR window to seek in), live-8 has ended,
 * live-4…live-7 are upcoming. watch.spec.ts covers VOD playback and access flows; this
 * file covers live playback. Playback is polled with generous timeouts, never timed.
 */
const { origin } = REALMS.arena;
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');

/** The media time, after starting playback by hand if autoplay was refused. */
async function currentTime(page: Page, video: Locator): Promise<number> {
  const time = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
  const paused = await video.evaluate((el: HTMLVideoElement) => el.paused);
  if (paused) {
    const start = page.getByRole('button', { name: /^play$/i }).first();
    if (await start.isVisible().catch(() => false)) await start.click().catch(() => undefined);
  }
  return time;
}

test.describe('live (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, timezoneId: 'UTC' });

  test('a live event plays, and a seek back inside the DVR window plays on from there', async ({ page }) => {
    const master = page.waitForRequest((req) => req.url().includes('/media/live/live-1/master.m3u8'), { timeout: 30_000 });
    const response = await page.goto(`${origin}/live/live-1/crimson-classic`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const video = page.locator('.watch-page video');
    await expect(video).toHaveCount(1, { timeout: 30_000 });

    // The player's stream takes the realm's DVR window (arena: liveDvrWindowSeconds 1800).
    expect(new URL((await master).url()).searchParams.get('dvr')).toBe('1800');

    // Plays: the media time advances.
    let first = 0;
    await expect.poll(async () => (first = await currentTime(page, video)), { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBeGreaterThan(0);
    await expect.poll(() => currentTime(page, video), { timeout: 60_000, intervals: [1_000, 2_000] }).toBeGreaterThan(first + 1);

    // A DVR window to seek in: the seekable range spans more than a minute (the event started an hour ago).
    const window = await video.evaluate((el: HTMLVideoElement) => ({ start: el.seekable.start(0), end: el.seekable.end(el.seekable.length - 1) }));
    expect(window.end - window.start).toBeGreaterThan(60);
    await expect(page.locator('.live-actions [data-action="watchLive"]')).toHaveAttribute('aria-current', 'true');

    // Seek back 45 s inside the window.
    const before = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
    const target = Math.max(window.start + 5, before - 45);
    await video.evaluate((el: HTMLVideoElement, t: number) => {
      el.currentTime = t;
    }, target);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 }).toBeLessThan(before - 30);
    const afterSeek = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
    // Playback continues from the earlier position.
    await expect.poll(() => currentTime(page, video), { timeout: 60_000, intervals: [1_000, 2_000] }).toBeGreaterThan(afterSeek + 1);
    expect(await video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeLessThan(before);
    // Behind the live edge, "watch live" is offered as the way back and "from start" becomes the status.
    await expect(page.locator('.live-actions')).toHaveAttribute('data-status', 'restart', { timeout: 30_000 });

    // Watch live jumps back to the edge.
    await page.locator('.live-actions [data-action="watchLive"]').click();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 }).toBeGreaterThan(before - 5);
    await expect(page.locator('.live-actions')).toHaveAttribute('data-status', 'live');
  });

  test('watch from start begins at the start of the DVR window', async ({ page }) => {
    await page.goto(`${origin}/live/live-1/crimson-classic?start=beginning`);
    await waitForHydration(page);
    const video = page.locator('.watch-page video');
    await expect(video).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('.live-actions')).toHaveAttribute('data-status', 'restart');
    await expect(page.locator('.live-actions [data-action="watchFromStart"]')).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(
        async () => {
          await currentTime(page, video);
          return video.evaluate((el: HTMLVideoElement) => (el.seekable.length ? el.currentTime - el.seekable.start(0) : Number.POSITIVE_INFINITY));
        },
        { timeout: 60_000, intervals: [1_000, 2_000] },
      )
      .toBeLessThan(30);
  });

  test('an ended event shows its message instead of the player', async ({ request }) => {
    const page = await serverPage(request, 'arena', '/live/live-8');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-outcome="ended"');
    expect(page.html).toContain('This event has ended.');
    expectNoStackTrace(page.html);
  });

  test('a premiere not released yet shows its schedule and carries its times for the premiere modal', async ({ page, request }) => {
    // vod-056 premieres 45 minutes after the platform started (its live premiere is live-7).
    const html = await serverPage(request, 'arena', '/video/vod-056');
    expect(html.status).toBe(200);
    expect(html.html).toContain('data-outcome="scheduled"');
    expect(html.html).toMatch(/Premieres on /);
    expect(html.headers['cache-control']).toBe('no-store');
    await page.goto(`${origin}/video/vod-056`);
    await waitForHydration(page);
    const data = await page.evaluate(
      () => (window as unknown as { __remixContext: { state: { loaderData: Record<string, unknown> } } }).__remixContext.state.loaderData,
    );
    const vod = Object.entries(data).find(([id]) => id.startsWith('screen:vod'))?.[1] as {
      premiere: { scheduledAt: string; durationSeconds: number };
      serverNow: number;
    };
    expect(Date.parse(vod.premiere.scheduledAt)).toBeGreaterThan(vod.serverNow);
    expect(vod.premiere.durationSeconds).toBeGreaterThan(30);
    // Before its time (plus 30 s) the modal stays closed.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an id unknown as a live event falls back to the video with that id', async ({ request }) => {
    const res = await request.get(`${origin}/live/vod-001/neon?x=1`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/video/vod-001/neon?x=1');
  });

  test('the live page lists other live events beside the player; hovering a card makes it active', async ({ page }) => {
    await page.goto(`${origin}/live/live-1/crimson-classic`);
    await waitForHydration(page);
    const sidebar = page.locator('aside.live-sidebar');
    await expect(sidebar.locator('.blk-card').first()).toBeVisible();
    // The event being watched is not listed again.
    await expect(sidebar.locator('[data-event-id="live-1"]')).toHaveCount(0);
    const card = sidebar.locator('[data-event-id="live-2"] .blk-card');
    await card.hover();
    await expect(card).toHaveAttribute('data-state', 'active');
    // Choosing another event: the sidebar follows the location (back at its top). Which events
    // are on air depends on how long the platform has run (live-3 ends 5 minutes after its
    // start, live-4 begins after 3), so take whichever other one is listed.
    const listed = await sidebar.locator('[data-event-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-event-id')));
    const other = listed.find((id) => id && id !== 'live-2');
    expect(other, `another live event beside live-2 in ${listed.join(', ')}`).toBeTruthy();
    await sidebar.locator(`[data-event-id="${other}"] .blk-card`).click();
    await expect(page).toHaveURL(new RegExp(`/(live/${other}|login)`));
  });

  test('/livenow and /upcoming list event cards, without JavaScript too', async ({ request, page }) => {
    const live = await serverPage(request, 'arena', '/livenow');
    expect(live.status).toBe(200);
    expect(live.html).toMatch(/data-event-id="live-1"/);
    expect(live.html).not.toMatch(/data-event-id="live-8"/);
    const upcoming = await serverPage(request, 'arena', '/upcoming');
    expect(upcoming.status).toBe(200);
    // Soonest first: live-5 starts in two hours, live-6 tomorrow (live-4, minutes after the
    // platform's start, may already be on air by the time this runs).
    const order = [...upcoming.html.matchAll(/data-event-id="(live-\d)"/g)].map((m) => m[1]);
    expect(order).toContain('live-5');
    expect(order.indexOf('live-5')).toBeLessThan(order.indexOf('live-6'));
    expect(order).not.toContain('live-1');
    expect(upcoming.html).toContain('live-cards__when');

    // The next-page data the lists and the sidebar fetch (the loader as data, written by the server).
    const more = await request.get(`${origin}/livenow?more=1&view=sidebar&p=1&_data=${encodeURIComponent('screen:liveNow:en')}`);
    expect(more.status()).toBe(200);
    const body = (await more.json()) as { list: { cards: { id: string; href: string }[]; page: number; moreDataAvailable: boolean } };
    expect(body.list.page).toBe(1);
    expect(body.list.cards.map((c) => c.id)).toContain('live-1');
    expect(body.list.cards[0].href).toMatch(/^\/(live|login)/);

    await page.goto(`${origin}/livenow`);
    await expect(page.locator('h1')).toHaveText('Live now');
    await expect(page.locator('.live-cards .blk-card').first()).toBeVisible();
    await expect(page.locator('.live-cards .blk-card[href*="/live/live-1"]')).toHaveCount(1);
  });
});

test.describe('live-now badge (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('a signed-in viewer sees the live-now count fed by the live-event stream', async ({ page }) => {
    await signIn(page, 'viewer');
    const stream = page.waitForResponse((res) => res.url().includes('/_data/live-stream'), { timeout: 30_000 });
    await page.goto(`${origin}/livenow`);
    await waitForHydration(page);
    expect((await stream).status()).toBe(200);
    const live = await page.locator('.live-cards [data-event-id]').count();
    await expect(page.locator('.live-badge__count')).toHaveText(String(live));
  });
});

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots of the live screens, ${realm} at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      for (const [name, target] of [
        ['livenow', '/livenow'],
        ['upcoming', '/upcoming'],
        ['live', '/live/live-1'],
        ['ended', '/live/live-8'],
      ] as const) {
        await page.goto(`${REALMS[realm].origin}${target}`);
        await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `${name} scrolls sideways`,
        ).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `live-${name}-${realm}-${width}.png`), fullPage: name !== 'live' });
      }
      await context.close();
    });
  }
}
