import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoStackTrace } from '../support/e2e';
import { freePort, makeDataDir, startPlatform, startWeb, type Service } from '../support/stack';
import { heroLocator } from '../support/selectors';

/**
 * The platform stops mid-session. This test runs its own platform + web pair on free
 * ports (the shared stack must keep working for the other specs), kills the platform
 * with SIGKILL (a crash, not a graceful stop), reloads, then restarts the platform on
 * the same data directory and port.
 */
test('platform stopped mid-session: last good page or a clear 503, then recovery', async ({ page }) => {
  test.setTimeout(300_000);
  const dataDir = makeDataDir();
  const platformPort = await freePort();
  const webPort = await freePort();
  const services: Service[] = [];
  let platform: Service | undefined;
  try {
    platform = await startPlatform({ port: platformPort, dataDir, quiet: true });
    const web = await startWeb({ port: webPort, platformUrl: platform.url, quiet: true });
    services.push(web);

    await page.goto(`http://localhost:${webPort}/`);
    await expect(heroLocator(page)).toBeVisible();
    const homeUrl = page.url();

    await platform.kill();
    platform = undefined;

    const response = await page.goto(homeUrl);
    const status = response?.status() ?? 0;
    const body = await page.content();
    expectNoStackTrace(body);
    expect([200, 503], `with the platform down the web answered ${status}`).toContain(status);
    if (status === 200) {
      // Served from the last good cache.
      await expect(heroLocator(page)).toBeVisible();
    } else {
      await expectClearUnavailablePage(page);
    }

    platform = await startPlatform({ port: platformPort, dataDir, quiet: true });
    // Wait on the condition (the web's caches or back-off may take a moment), not on a clock.
    await expect.poll(async () => (await page.goto(homeUrl))?.status(), { timeout: 90_000, intervals: [500, 1000, 2000] }).toBe(200);
    await expect(heroLocator(page)).toBeVisible();
    expectNoStackTrace(await page.content());
  } finally {
    for (const service of services) await service.stop();
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function expectClearUnavailablePage(page: Page) {
  // A human message in a heading, inside the product's page, not a blank or raw error.
  const heading = page.getByRole('heading').first();
  await expect(heading).toBeVisible();
  expect((await heading.innerText()).trim().length).toBeGreaterThan(3);
}
