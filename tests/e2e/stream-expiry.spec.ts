import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, waitForHydration } from '../support/e2e';
import { freePort, makeDataDir, startPlatform, startWeb, type Service } from '../support/stack';

/**
 * Signed stream URLs expire; playback does not. This test runs its own platform + web pair
 * with MEDIA_URL_TTL_SECONDS=20 (live URLs: 10 s), so the shared stack keeps the default
 * lifetime for every other spec. A free live event (live-1, on air) plays through several
 * token lifetimes: the media time keeps advancing past the first token's expiry, the
 * player fetched fresh URLs from the web, and no stream request was refused on the way.
 */
const TTL_SECONDS = 20;

async function mediaTime(page: Page): Promise<number> {
  const video = page.locator('.watch-page video');
  if (await video.evaluate((el: HTMLVideoElement) => el.paused)) {
    const play = page.getByRole('button', { name: /^play$/i }).first();
    if (await play.isVisible().catch(() => false)) await play.click().catch(() => undefined);
  }
  return video.evaluate((el: HTMLVideoElement) => el.currentTime);
}

test.use({ locale: BROWSER_LOCALE.arena, timezoneId: 'UTC' });

test('a live event keeps playing past the expiry of its signed URL', async ({ page }) => {
  test.setTimeout(300_000);
  const dataDir = makeDataDir();
  const services: Service[] = [];
  try {
    const platform = await startPlatform({ port: await freePort(), dataDir, quiet: true, env: { MEDIA_URL_TTL_SECONDS: String(TTL_SECONDS) } });
    services.push(platform);
    const web = await startWeb({ port: await freePort(), platformUrl: platform.url, quiet: true });
    services.push(web);

    const refused: string[] = [];
    const signatures = new Set<string>();
    const refreshes: number[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/media/')) {
        if (res.status() === 403) refused.push(url.pathname);
        const sig = url.searchParams.get('sig');
        if (sig) signatures.add(sig);
      }
      if (url.pathname.startsWith('/_data/stream/live/live-1')) refreshes.push(res.status());
    });

    const master = page.waitForRequest((req) => req.url().includes('/media/live/live-1/master.m3u8'), { timeout: 60_000 });
    await page.goto(`http://localhost:${web.port}/live/live-1/crimson-classic`);
    await waitForHydration(page);
    const firstExpiry = Number(new URL((await master).url()).searchParams.get('exp')) * 1000;
    expect(firstExpiry).toBeGreaterThan(Date.now());

    await expect.poll(() => mediaTime(page), { timeout: 60_000, intervals: [500, 1_000] }).toBeGreaterThan(0);
    // Wait out the first token (and a few segments more), then check playback went on.
    await page.waitForTimeout(Math.max(0, firstExpiry - Date.now()) + 6_000);
    const afterExpiry = await mediaTime(page);
    await expect.poll(() => mediaTime(page), { timeout: 30_000, intervals: [1_000] }).toBeGreaterThan(afterExpiry + 4);

    expect(Date.now()).toBeGreaterThan(firstExpiry + 6_000);
    expect(refreshes.length, 'the player fetched fresh stream URLs').toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(signatures.size, 'stream requests carried more than one token').toBeGreaterThan(1);
    expect(refused, 'no stream request was refused').toEqual([]);
    await expect(page.locator('.player__error')).toHaveCount(0);
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
