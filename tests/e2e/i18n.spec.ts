import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REALMS } from '../support/e2e';
import { heroLocator, rowLocator } from '../support/selectors';
import { ROOT } from '../support/stack';

/**
 * Every language: a Spanish home, a Portuguese browse page and an Arabic video page show
 * their own language for page text (hero, rows) and catalogue text (titles), and Arabic
 * time codes read left to right. Screenshots at 375 and 1280 px go to tests/.artifacts/
 * for people to look at.
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');

type Item = { title: string; translations?: Record<string, { title?: string }> };
const fixture = (name: string): Item[] => {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'fixtures', name), 'utf8'));
  return Array.isArray(data) ? data : [...data.series, ...data.seasons];
};
const catalogue = ['vods.json', 'series.json', 'playlists.json', 'live-events.json'].flatMap(fixture);
const titlesIn = (locale: string) => new Set(catalogue.map((item) => item.translations?.[locale]?.title).filter((t): t is string => Boolean(t)));
const englishTitles = new Set(catalogue.map((item) => item.title));

async function cardTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('.blk-card__title').allTextContents();
  return titles.map((t) => t.trim()).filter(Boolean);
}

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: path.join(ARTIFACTS, `i18n-${name}-${width}.png`), fullPage: false });
}

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test.describe('Spanish home', () => {
      test.use({ locale: 'es-ES' });
      test('hero, rows and catalogue titles in Spanish', async ({ page }) => {
        await page.goto(`${REALMS.arena.origin}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(heroLocator(page).getByRole('heading', { name: 'Final de copa hueca' })).toBeVisible();
        await expect(rowLocator(page).first()).toBeVisible();
        await expect(page.getByText('Destacados en Arena')).toBeVisible();
        const titles = await cardTitles(page);
        const spanish = titlesIn('es');
        expect(titles.filter((t) => spanish.has(t)).length).toBeGreaterThan(3);
        expect(titles.filter((t) => englishTitles.has(t) && !spanish.has(t))).toEqual([]);
        await shoot(page, 'es-home', width);
      });
    });

    test.describe('Portuguese browse', () => {
      test.use({ locale: 'pt-PT' });
      test('row names and catalogue titles in Portuguese', async ({ page }) => {
        await page.goto(`${REALMS.arena.origin}/canais`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
        await expect(page.getByText('Nos bastidores', { exact: true }).first()).toBeVisible();
        await expect(page.locator('a.blk-card').first()).toBeVisible();
        const titles = await cardTitles(page);
        const portuguese = titlesIn('pt');
        expect(titles.filter((t) => portuguese.has(t)).length).toBeGreaterThan(2);
        expect(titles.filter((t) => englishTitles.has(t) && !portuguese.has(t) && /[a-z]/.test(t) && !/Plus|One|TV|Live|Max|Arena/.test(t))).toEqual([]);
        await shoot(page, 'pt-browse', width);
      });
    });

    test.describe('Arabic video page', () => {
      test.use({ locale: 'ar-AE' });
      test('title and description in Arabic, time codes left to right', async ({ page }) => {
        await page.goto(`${REALMS.oasis.origin}/video/vod-001`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('heading', { level: 1, name: 'البستان اللانهائي' })).toBeVisible();
        await expect(page.locator('.watch-page__description')).toContainText('يتتبّع');
        const time = page.locator('.player__time');
        await expect(time).toHaveAttribute('dir', 'ltr');
        // Once the media's length is known the label reads "position / length", length not zero.
        await expect(time).toHaveText(/^\d+:\d\d \/ \d+:(?!00)\d\d$/, { timeout: 15_000 });
        const direction = await time.evaluate((el) => getComputedStyle(el).direction);
        expect(direction).toBe('ltr');
        // The duration under the title is in Arabic words (Intl), not an English clock.
        await expect(page.locator('.watch-page__duration time')).not.toHaveText(/sec|min/);
        await page.locator('.player').hover();
        await shoot(page, 'ar-video', width);
      });
    });
  });
}
