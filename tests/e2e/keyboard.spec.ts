import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { REALMS, waitForBlockHydration, waitForHydration, type RealmName } from '../support/e2e';
import { hamburgerToggle } from '../support/selectors';

/**
 * Keyboard reach: every control a pointer can use in the top bar, the player and the forms is
 * reached with Tab (in document order, from the top of the page) and works with Enter or Space.
 * A control drawn by a `<label for>` (the hamburger, the live badge: checkboxes so they work
 * without JavaScript) counts as reached when its checkbox has the focus.
 */

/** Marks the visible controls inside `scope` (data-kb) and returns how many there are. */
async function markControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const names: string[] = [];
    const candidates = root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"], label[for]');
    for (const el of candidates) {
      if (el.matches('input[type=hidden], [disabled], [aria-hidden=true] *, details:not([open]) > :not(summary) *')) continue;
      const visible = el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getBoundingClientRect().width > 0;
      if (!visible) continue;
      const control = el instanceof HTMLLabelElement ? el.control : el;
      if (!control || control.dataset.kb) continue;
      control.dataset.kb = String(names.length);
      names.push((el.getAttribute('aria-label') ?? control.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40) || el.tagName);
    }
    return names;
  }, scope);
}

/** Presses Tab until all `count` marked controls took the focus, at most `max` times; returns those that did. */
async function tabReach(page: Page, count: number, max: number): Promise<Set<number>> {
  const reached = new Set<number>();
  for (let i = 0; i < max && reached.size < count; i++) {
    await page.keyboard.press('Tab');
    const kb = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? null);
    if (kb !== null) reached.add(Number(kb));
  }
  return reached;
}

async function expectAllReached(page: Page, scope: string, max = 80) {
  const names = await markControls(page, scope);
  expect(names.length, `${scope} has controls`).toBeGreaterThan(0);
  await focusPageStart(page);
  const reached = await tabReach(page, names.length, max);
  expect(
    names.filter((_, i) => !reached.has(i)),
    `controls of ${scope} not reached by Tab`,
  ).toEqual([]);
}

/** Puts the keyboard's starting point at the top of the document: the next Tab takes the first control. */
async function focusPageStart(page: Page) {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

/** Tabs until the element matching `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe.configure({ timeout: 120_000 });

for (const realm of ['arena', 'oasis'] as RealmName[]) {
  const origin = REALMS[realm].origin;

  test.describe(`${realm}: top bar`, () => {
    test.describe('wide', () => {
      test.use({ viewport: { width: 1280, height: 900 } });
      test('every control is reached by Tab; the live panel opens with Space', async ({ page }) => {
        await page.goto(`${origin}/home`);
        // The top bar hydrates on its own (a lazy chunk); its panels open by script.
        await waitForBlockHydration(hamburgerToggle(page));
        await expectAllReached(page, 'header.top-bar .top-bar__inner');
        await focusPageStart(page);
        await tabTo(page, '.panel-toggle');
        await page.keyboard.press('Space');
        await expect(page.locator('.side-panel')).toHaveAttribute('data-open');
        await page.keyboard.press('Escape');
        await expect(page.locator('.side-panel')).not.toHaveAttribute('data-open');
      });
    });

    test.describe('phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });
      test('the hamburger opens with Space and its menu links are reached and followed', async ({ page }) => {
        await page.goto(`${origin}/home`);
        // The top bar hydrates on its own (a lazy chunk); its panels open by script.
        await waitForBlockHydration(hamburgerToggle(page));
        await expectAllReached(page, 'header.top-bar .top-bar__inner');
        await focusPageStart(page);
        await tabTo(page, '.menu-toggle');
        await page.keyboard.press('Space');
        await expect(page.locator('.hamburger-panel')).toBeVisible();
        await expectAllReached(page, '.hamburger-panel', 60);
        const link = page.locator('.hamburger-panel .menu-list a[href]').nth(1);
        const href = await link.getAttribute('href');
        await focusPageStart(page);
        await tabTo(page, `.hamburger-panel .menu-list a[href="${href}"]`);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${href}$`));
      });
    });
  });

  test.describe(`${realm}: player`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test('every control is reached by Tab; play/pause and mute work with Enter, the seek bar with arrows', async ({ page }) => {
      await page.goto(`${origin}/video/vod-001`);
      await waitForHydration(page);
      const video = page.locator('video').first();
      await expect(video).toBeVisible({ timeout: 30_000 });
      // Let the stream start so the controls (tracks, seek bar) are all there.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThan(0);
      // Paused, so no control comes or goes (Skip intro, Up next) while the keys travel.
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      await page.locator('.player').hover();
      await expectAllReached(page, '.player', 120);

      await focusPageStart(page);
      await tabTo(page, '.player__bar button.player__button:first-child', 120);
      const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
      await expect.poll(paused).toBe(true);
      const before = await paused();
      await page.keyboard.press('Enter');
      await expect.poll(paused).toBe(!before);

      const mute = page.locator('.player__bar button[aria-pressed]').first();
      await tabTo(page, '.player__bar button[aria-pressed]:not([aria-label*="creen"])', 10);
      const pressed = await mute.getAttribute('aria-pressed');
      await page.keyboard.press('Enter');
      await expect(mute).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');

      await focusPageStart(page);
      await tabTo(page, '.player [role="slider"]', 120);
      const slider = page.locator('.player [role="slider"]');
      const start = Number(await slider.getAttribute('aria-valuenow'));
      await page.keyboard.press(REALMS[realm].dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(start);
    });
  });

  test.describe(`${realm}: forms`, () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('sign-up: every field and button is reached by Tab', async ({ page }) => {
      await page.goto(`${origin}/signup`);
      await waitForHydration(page);
      // The form's scripted layout (stages, progress, Continue) replaces the plain one once hydrated,
      // and its labels complete a moment later: mark the controls only then.
      await expect(page.locator('.data-form__progress')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAllReached(page, 'main form', 80);
    });

    test('sign-in: reached, typed and sent with the keyboard only', async ({ page }) => {
      await page.goto(`${origin}/login`);
      await waitForHydration(page);
      await expectAllReached(page, 'main form', 60);
      await focusPageStart(page);
      await tabTo(page, 'main form input[type="email"], main form input[name="email"]');
      await page.keyboard.type(ACCOUNTS.viewer);
      await tabTo(page, 'main form input[type="password"]', 5);
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !/\/login(\?|$|\/)/.test(url.pathname), { timeout: 30_000 });
      await expect(page.locator('.logout-form').first()).toBeAttached();
    });
  });
}
