import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BROWSER_LOCALE, horizontalOverflow, playPast, REALMS, signIn, waitForHydration, type RealmName } from '../support/e2e';

/**
 * Player extras against the real stack: auto-advance to the next playlist item at the end of a
 * video (the media is 36 s; the test seeks near the end), the volume kept across that route
 * change, a trailer page (`trailerFrom`) and its way back, the trailer action, and share.
 * Fixtures: playlist-1 = vod-001, vod-002, …; vod-051 is the free trailer of vod-021 (licensed).
 * Playback is polled with generous timeouts; nothing here times how fast it is.
 */
const { origin } = REALMS.arena;
const SHOTS = path.join(process.env.E2E_SHOTS_DIR ?? 'test-results-news', 'screens');

const startPlayback = (page: Page, video: Locator) => playPast(page, video, 0.5);

test.describe('player extras (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('at the end of a playlist video the next item plays, keeping the list and the volume', async ({ page }) => {
    await page.goto(`${origin}/video/vod-001?playlistId=playlist-1`);
    await waitForHydration(page);
    // The next item is known on the page ("up next"), written by the server.
    await expect(page.locator('.watch-actions [data-action="next"]')).toHaveAttribute('href', /\/video\/vod-002\/[^?]*\?playlistId=playlist-1$/);
    const video = page.locator('.watch-page video');
    await startPlayback(page, video);

    // The viewer turns the volume down; it must survive the route change.
    await page.locator('.watch-page .player').hover();
    await page.locator('.player__volume').fill('40');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => Math.round(el.volume * 100))).toBe(40);

    // Seek close to the end (the media is 36 s), then let it end.
    await video.evaluate((el: HTMLVideoElement) => {
      el.currentTime = Math.max(0, (Number.isFinite(el.duration) ? el.duration : 36) - 1.5);
      void el.play();
    });
    await page.waitForURL(/\/video\/vod-002(\/[^?]*)?\?playlistId=playlist-1$/, { timeout: 60_000 });
    await expect(page.locator('h1.watch-page__title')).not.toHaveText('');
    const next = page.locator('.watch-page video');
    await startPlayback(page, next);
    await expect(page.locator('.player__volume')).toHaveValue('40');
    await expect.poll(() => next.evaluate((el: HTMLVideoElement) => Math.round(el.volume * 100))).toBe(40);
  });

  test('with auto-advance off in the viewer’s preferences, the end offers "Up next" instead of moving on', async ({ page }) => {
    await signIn(page, 'viewer');
    const setAutoAdvance = async (on: boolean) => {
      await page.goto(`${origin}/preferences`);
      await waitForHydration(page);
      const form = page.locator('form:has(input[name="autoAdvance"][type="checkbox"])');
      await form.locator('input[name="autoAdvance"][type="checkbox"]').setChecked(on);
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('.form-success')).toBeVisible();
    };
    await setAutoAdvance(false);
    try {
      await page.goto(`${origin}/video/vod-001?playlistId=playlist-1`);
      await waitForHydration(page);
      const video = page.locator('.watch-page video');
      await startPlayback(page, video);
      await video.evaluate((el: HTMLVideoElement) => {
        el.currentTime = Math.max(0, (Number.isFinite(el.duration) ? el.duration : 36) - 1.5);
        void el.play();
      });
      const upNext = page.locator('.player__up-next');
      await expect(upNext).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toMatch(/^\/video\/vod-001/);
      await upNext.click();
      await page.waitForURL(/\/video\/vod-002(\/[^?]*)?\?playlistId=playlist-1$/);
    } finally {
      await setAutoAdvance(true);
    }
  });

  test('trailerFrom plays a trailer, without progress saving, with the way back to its video', async ({ page }) => {
    await signIn(page, 'subscriber');
    const progressPosts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/_data/progress/')) progressPosts.push(req.url());
    });
    // The trailer action on the video page leads to the trailer with trailerFrom.
    await page.goto(`${origin}/video/vod-021/golden-meridian`);
    const trailerLink = page.locator('.watch-actions [data-action="trailer"]');
    await expect(trailerLink).toHaveAttribute('href', /\/video\/vod-051(\/[^?]*)?\?trailerFrom=vod-021$/);
    await trailerLink.click();
    await page.waitForURL(/\/video\/vod-051(\/[^?]*)?\?trailerFrom=vod-021$/);
    await waitForHydration(page);
    const video = page.locator('.watch-page video');
    await startPlayback(page, video);
    // A trailer is not a playlist item: no "up next".
    await expect(page.locator('.watch-actions [data-action="next"]')).toHaveCount(0);
    await page.locator('.watch-page .player').hover();
    await page.locator('.player__trailer-exit').click();
    await page.waitForURL(/\/video\/vod-021(\/|$|\?)/);
    expect(progressPosts.filter((url) => url.includes('vod-051'))).toEqual([]);
  });

  test('the progress query starts playback at that position', async ({ page }) => {
    await page.goto(`${origin}/video/vod-002?progress=20`);
    await waitForHydration(page);
    const video = page.locator('.watch-page video');
    await startPlayback(page, video);
    // hls.js starts loading at 20 s: the first position the video reports is there, not at 0.
    expect(await video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThanOrEqual(19);
  });

  test('share on a video shows "Link copied" and copies the page address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`${origin}/video/vod-003`);
    await waitForHydration(page);
    const share = page.locator('.watch-page .share-button');
    await expect(share).toHaveText(/Share/);
    await share.click();
    await expect(share).toHaveText(/Link copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${origin}/video/vod-003(/[a-z0-9-]+)?$`));
    await expect(share).toHaveText(/^\W*Share$/);
  });
});

for (const realm of ['arena', 'oasis'] as RealmName[]) {
  for (const width of [375, 1280]) {
    test.describe(`video page ${realm} ${width}`, () => {
      test.use({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
      test(`video page with its actions at ${width}px in ${realm}`, async ({ page }) => {
        await page.goto(`${REALMS[realm].origin}/video/vod-001?playlistId=playlist-1`);
        await expect(page.locator('.watch-page__title')).toBeVisible();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SHOTS, `video-${realm}-${width}.png`) });
      });
    });
  }
}
