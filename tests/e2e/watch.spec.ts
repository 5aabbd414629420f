import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, playPast, REALMS, signIn, waitForHydration } from '../support/e2e';

/**
 * Watch screens against the real stack (fixtures: vod-011 needs sign-in, vod-021 needs an
 * arena licence that subscriber@example.com holds; arena enables the interstitial).
 * Nothing here times playback speed: playback is polled with a generous timeout.
 */
const { origin } = REALMS.arena;
const GRANTED_FOR_SUBSCRIBER = 'vod-021';
const SIGN_IN_ONLY = 'vod-011';

test.describe('watch screens (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('a subscriber plays a licensed video and switches subtitles on', async ({ page }) => {
    await signIn(page, 'subscriber');
    const response = await page.goto(`${origin}/video/${GRANTED_FOR_SUBSCRIBER}/golden-meridian`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1.watch-page__title')).toHaveText(/\S/);
    await waitForHydration(page);

    // Watch progress goes through this site's resource route (every 10 s of playback, on pause, at the end).
    const progressSaved = page.waitForResponse((res) => res.url().includes(`/_data/progress/${GRANTED_FOR_SUBSCRIBER}`) && res.request().method() === 'POST', {
      timeout: 60_000,
    });
    const video = page.locator('.watch-page video');
    await playPast(page, video, 1);

    expect((await progressSaved).status()).toBe(200);

    // The subtitle menu appears once hls.js has read the playlist's subtitle group.
    const subtitles = page.locator('.player__select select').first();
    await page.locator('.watch-page .player').hover();
    await expect(subtitles).toBeAttached({ timeout: 30_000 });
    const firstTrack = await subtitles.locator('option:not([value="-1"])').first().getAttribute('value');
    expect(firstTrack).not.toBeNull();
    await subtitles.selectOption(firstTrack!, { force: true });
    await expect(subtitles).toHaveValue(firstTrack!);
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => Array.from(el.textTracks).some((track) => track.mode === 'showing')), { timeout: 30_000 })
      .toBe(true);
  });

  test('a guest opening sign-in content lands on login with `from` naming the video', async ({ page }) => {
    const target = `/video/${SIGN_IN_ONLY}/hollow-arena?progress=5`;
    await page.goto(`${origin}${target}`);
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe(target);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    expectNoStackTrace(await page.content());
  });

  test('a guest opening licensed content reaches the interstitial with the licences and sign-in', async ({ page }) => {
    await page.goto(`${origin}/video/${GRANTED_FOR_SUBSCRIBER}/golden-meridian`);
    await expect(page).toHaveURL(new RegExp(`/interstitial/${GRANTED_FOR_SUBSCRIBER}(/|$|\\?)`));
    await expect(page.locator('h1.interstitial__title')).toHaveText(/\S/);
    await expect(page.locator('.interstitial__licences li').first()).toBeVisible();
    const signInHref = await page.locator('.interstitial__actions a[href*="/login"]').getAttribute('href');
    expect(new URL(signInHref ?? '', origin).searchParams.get('from')).toMatch(new RegExp(`^/video/${GRANTED_FOR_SUBSCRIBER}`));
  });

  test('the video page may be framed by the realm’s allowed origins, other pages only by the site', async ({ page }) => {
    const video = await page.goto(`${origin}/video/vod-001`);
    expect(video?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:3100 http:\/\/localhost:3100/);
    const live = await page.goto(`${origin}/live/live-1`);
    expect(live?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  test('an unknown video is the 404 page', async ({ page }) => {
    const response = await page.goto(`${origin}/video/vod-999`);
    expect(response?.status()).toBe(404);
  });
});
