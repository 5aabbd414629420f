import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REALMS } from '../support/e2e';
import { heroLocator, rowLocator } from '../support/selectors';
import { ROOT } from '../support/stack';

/**
 * Every language: a Spanish home, a Portuguese browse page and an Arabic video page show
 * their own language for page text (hero, rows) and catalogue text (titles), and Arabic
 * time codes read left to right; the Arabic news page, news article and programme guide
 * show Arabic headlines, bodies, programme names and episode labels. Screenshots at 375 and 1280 px go to tests/.artifacts/
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

type Translated = Record<string, Record<string, string>>;
const json = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'fixtures', name), 'utf8'));
const newsItems: Array<{ id: string; title: string; translations: Translated }> = json('news.json').flatMap((feed: { items: unknown[] }) => feed.items);
const programmes: Array<{ programme: string; translations: Translated }> = json('channels.json').flatMap((c: { schedule: unknown[] }) => c.schedule);
const ARABIC = /[\u0600-\u06ff]/;

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

    test.describe('Arabic news and guide', () => {
      test.use({ locale: 'ar-AE' });
      test('news headlines, an article and programme names in Arabic', async ({ page }) => {
        await page.goto(`${REALMS.oasis.origin}/news`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('.news-card').first()).toBeVisible();
        await expect(page.locator('.news-page__feed')).toHaveText('العناوين');
        const headlines = (await page.locator('.news-card__title').allTextContents()).map((t) => t.trim());
        const arabicHeadlines = new Set(newsItems.map((n) => n.translations.ar.title));
        expect(headlines.length).toBeGreaterThan(3);
        expect(headlines.filter((t) => !arabicHeadlines.has(t))).toEqual([]);
        await shoot(page, 'ar-news', width);

        const item = newsItems.find((n) => n.id === 'news-headlines-1')!;
        await page.goto(`${REALMS.oasis.origin}/news/headlines/news-headlines-1`);
        await expect(page.locator('.news-item__title')).toHaveText(item.translations.ar.title);
        await expect(page.locator('.news-item__body')).toContainText(item.translations.ar.body.split('. ')[1]);

        await page.goto(`${REALMS.oasis.origin}/epg`);
        await expect(page.locator('.epg-programme__title').first()).toBeVisible();
        const names = (await page.locator('.epg-programme__title').allTextContents()).map((t) => t.trim());
        const arabicNames = new Set(programmes.map((p) => p.translations.ar.title));
        expect(names.filter((t) => !arabicNames.has(t))).toEqual([]);
        const episodes = await page.locator('.epg-programme__episode').allTextContents();
        expect(episodes.length).toBeGreaterThan(0);
        expect(episodes.every((e) => ARABIC.test(e))).toBe(true);
        await shoot(page, 'ar-guide', width);
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
