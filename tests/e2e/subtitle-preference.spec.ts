import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, REALMS, signIn, waitForHydration } from '../support/e2e';

/**
 * The subtitle preference (spec 03: user preferences subTitleLanguage) is applied when playback
 * starts: a viewer who chose Spanish subtitles sees the Spanish track selected and showing,
 * without touching the player. vod-003 plays the neon-circuit media (en, es, ar subtitles).
 * The preference is put back to "off" at the end, for the other specs of the shared viewer.
 */
const { origin } = REALMS.arena;

async function setSubtitlePreference(page: Page, value: string) {
  await page.goto(`${origin}/preferences`);
  await waitForHydration(page);
  await page.getByLabel('Subtitle language').selectOption(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
}

test.use({ locale: BROWSER_LOCALE.arena });

test('the preferred subtitle language is selected and showing when playback starts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'viewer');
  await setSubtitlePreference(page, 'es');
  try {
    await page.goto(`${origin}/video/vod-003`);
    await waitForHydration(page);
    const video = page.locator('.watch-page video');
    await expect(video).toHaveCount(1, { timeout: 30_000 });
    // The Spanish text track shows, and it is the only one showing.
    await expect
      .poll(
        () =>
          video.evaluate((el: HTMLVideoElement) =>
            Array.from(el.textTracks)
              .filter((track) => track.mode === 'showing')
              .map((track) => track.language),
          ),
        { timeout: 45_000, intervals: [500, 1_000] },
      )
      .toEqual(['es']);
    // The player's subtitle menu names the same track.
    await page.locator('.watch-page .player').hover();
    const menu = page.locator('.player__select select').first();
    await expect(menu).toBeAttached({ timeout: 30_000 });
    const selected = await menu.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
    expect(selected).toMatch(/español/i);
  } finally {
    await setSubtitlePreference(page, 'off');
  }
});
