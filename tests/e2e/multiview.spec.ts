import { expect, test, type Locator, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, REALMS, signIn, waitForHydration } from '../support/e2e';

/**
 * Multi-view against the real stack (fixtures: live-1 free, live-2 needs the arena licence
 * subscriber@example.com holds, channel-1 and channel-6 free). Playback is polled with generous
 * timeouts; nothing here times how fast it starts.
 */
const { origin } = REALMS.arena;
const QUAD = ['live-1', 'live-2', 'channel-1', 'channel-6'];

async function currentTimes(page: Page): Promise<number[]> {
  return page.locator('.mv-tile video').evaluateAll((videos) => videos.map((v) => (v as HTMLVideoElement).currentTime));
}

/** Exactly the tile at `index` plays with sound: its video and only its video is unmuted. */
async function expectSoundOn(tiles: Locator, index: number) {
  await expect
    .poll(() => tiles.locator('video').evaluateAll((videos) => videos.map((v) => !(v as HTMLVideoElement).muted)))
    .toEqual(QUAD.map((_, i) => i === index));
  await expect(tiles.nth(index)).toHaveAttribute('data-sound', 'true');
  await expect(tiles.nth(index).getByRole('button', { pressed: true }).first()).toBeVisible();
}

test.describe('multi-view (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('quad layout: four tiles all play, one has the sound, the heartbeat goes through the site', async ({ page }) => {
    // Four live players at once on a shared two-core box: generous, not timed.
    test.setTimeout(240_000);
    await signIn(page, 'subscriber');
    const heartbeat = page.waitForRequest((req) => req.url().endsWith('/_data/multiview-heartbeat') && req.method() === 'POST', { timeout: 90_000 });
    const response = await page.goto(`${origin}/multi-video/${QUAD[0]}?layout=quad&with=${QUAD.slice(1).join(',')}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const tiles = page.locator('.mv-tile');
    await expect(tiles).toHaveCount(4);
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-event-id')))).toEqual(QUAD);
    await expect(page.locator('.mv__layout[aria-current="page"]')).toHaveAttribute('data-layout', 'quad');
    await expect(page.locator('.mv-tile video')).toHaveCount(4, { timeout: 30_000 });

    // Every tile's video advances on its own.
    await expect.poll(async () => (await currentTimes(page)).every((t) => t > 0), { timeout: 120_000, intervals: [1_000, 2_000] }).toBe(true);
    const before = await currentTimes(page);
    await expect
      .poll(async () => (await currentTimes(page)).map((t, i) => t > before[i] + 1).every(Boolean), { timeout: 120_000, intervals: [1_000, 2_000] })
      .toBe(true);

    // The heartbeat names the four events and is relayed to the platform by this site.
    const sent = await heartbeat;
    expect(JSON.parse(sent.postData() ?? '{}')).toEqual({ eventIds: QUAD });
    expect((await sent.response())?.status()).toBe(200);

    // One tile has the sound (the first by default); a click on another tile's picture moves it there.
    await expectSoundOn(tiles, 0);
    await tiles.nth(2).locator('video').click();
    await expectSoundOn(tiles, 2);
    // The sound button does the same from the keyboard.
    await tiles.nth(3).locator('.mv-tile__sound').focus();
    await page.keyboard.press('Enter');
    await expectSoundOn(tiles, 3);
    // The player's own keyboard works in a tile: `m` on a silent tile unmutes it, which gives it the sound.
    await tiles.nth(1).locator('.player').focus();
    await page.keyboard.press('m');
    await expectSoundOn(tiles, 1);
    // Giving the sound away does not pause anything.
    expect(await tiles.locator('video').evaluateAll((videos) => videos.every((v) => !(v as HTMLVideoElement).paused))).toBe(true);
    expectNoStackTrace(await page.content());
  });

  test('layouts and the live-events carousel: switch to two-up, then swap a live event in', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'subscriber');
    await page.goto(`${origin}/multi-video/${QUAD[0]}?layout=pip&with=${QUAD[1]}`);
    await waitForHydration(page);
    await expect(page.locator('.mv__layout[aria-current="page"]')).toHaveAttribute('data-layout', 'pip');

    await page.locator('.mv__layout[data-layout="twoUp"]').click();
    await expect(page).toHaveURL(/\/multi-video\/live-1\?with=live-2$/);
    await expect(page.locator('.mv-tile')).toHaveCount(2);

    // The carousel lists the events on air; the ones on screen are marked.
    const cards = page.locator('.mv-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.mv-card[data-on-screen]')).toHaveCount(2);
    // Besides live-1 and live-2 a third fixture event is always on air (live-3 until 5 minutes
    // after the platform starts, live-4 from 3 minutes after), so there is one to swap in.
    const candidate = page.locator('.mv-card:not([data-on-screen])').first();
    await expect(candidate).toHaveCount(1);
    const href = (await candidate.getAttribute('href')) ?? '';
    const newId = new URL(href, origin).searchParams.get('with') ?? '';

    // Mark the first tile for replacing, then choose the event: it takes that tile's place.
    await page.locator('.mv-tile').nth(0).locator('.mv-tile__replace').click();
    await expect(page.locator('.mv-tile').nth(0)).toHaveAttribute('data-replacing', 'true');
    await candidate.click();
    await expect(page).toHaveURL(new RegExp(`/multi-video/${newId}\\?with=live-2$`));
    await expect(page.locator('.mv-tile').nth(0)).toHaveAttribute('data-event-id', newId);
    await expect(page.locator('.mv-tile').nth(1)).toHaveAttribute('data-event-id', 'live-2');
  });

  test('a guest opening a licensed event in multi-view is sent on like on the live page', async ({ page }) => {
    await page.goto(`${origin}/multi-video/live-2`);
    await expect(page).toHaveURL(/\/(interstitial|login|purchase)/);
  });

  test('an unknown event is the 404 page', async ({ page }) => {
    const response = await page.goto(`${origin}/multi-video/live-999`);
    expect(response?.status()).toBe(404);
  });
});
