import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REALMS, signIn, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * Hero background video (spec 02 hero `animatedBackground`, `videoBackgroundAutoPlay`; spec 03
 * preferences videoBackgroundAutoPlay / videoBackgroundAutoPlayAudio). Arena's movies hero has
 * an animated background (vod-053, free) set to VIDEO_ONLY: it plays muted over the still
 * image for guests, never for reduced motion, and not for a viewer whose preference is off.
 */
const { origin } = REALMS.arena;
const MOVIES = `${origin}/section/movies`;
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/hero-background');

const heroVideo = (page: Page) => page.locator('.blk-hero').first().locator('video.blk-hero__video');

async function setBackgroundAutoplay(page: Page, value: 'audioAndVideo' | 'videoOnly' | 'none') {
  await page.goto(`${origin}/preferences`);
  await waitForHydration(page);
  await page.locator(`input[name=backgroundAutoplay][value=${value}]`).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
}

test('a guest sees the background video play muted over the hero image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MOVIES);
  const hero = page.locator('.blk-hero').first();
  // The image is what the page paints first; the video is added once it has loaded.
  await expect(hero.locator('img.blk-hero__image')).toBeVisible();
  const video = heroVideo(page);
  await expect(video).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  expect(await video.evaluate((el: HTMLVideoElement) => ({ muted: el.muted, paused: el.paused, hidden: el.getAttribute('aria-hidden') }))).toEqual({
    muted: true,
    paused: false,
    hidden: 'true',
  });
  await expect(video).toHaveAttribute('poster', /hero-arena-23\.jpg/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'movies-hero-1280.png') });
});

test('a browser with its own HLS playback plays the background without hls.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(MOVIES);
  const video = heroVideo(page);
  await expect(video).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  // This Chromium plays HLS itself (Chromium since 2025); the test says so rather than assume it.
  expect(await video.evaluate((el: HTMLVideoElement) => el.canPlayType('application/vnd.apple.mpegurl'))).not.toBe('');
  expect(await video.evaluate((el: HTMLVideoElement) => el.currentSrc)).toMatch(/\.m3u8/);
  expect(scripts.filter((script) => /\/hls-[A-Z0-9]+\.js$/.test(script))).toEqual([]);
});

test('reduced motion keeps the still image', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(MOVIES);
  await waitForHydration(page);
  await expect(page.locator('.blk-hero').first()).toHaveAttribute('data-image-state', 'ready');
  await page.waitForTimeout(1_500);
  await expect(heroVideo(page)).toHaveCount(0);
  await context.close();
});

test('a viewer whose background autoplay preference is off keeps the still image', async ({ page }) => {
  await signIn(page, 'viewer');
  await setBackgroundAutoplay(page, 'none');
  try {
    const answer = page.waitForResponse((res) => res.url().includes('/_data/hero-background/vod/vod-053'));
    await page.goto(MOVIES);
    expect(await (await answer).json()).toEqual({ autoplay: 'none', src: null });
    await page.waitForTimeout(1_000);
    await expect(heroVideo(page)).toHaveCount(0);
  } finally {
    await setBackgroundAutoplay(page, 'videoOnly');
  }
});
