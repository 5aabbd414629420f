/**
 * Selectors for what the web renders, in one place so a markup change is one edit.
 * The blocks render `.blk-*` classes and `data-row-type`; the top bar uses plain classes.
 */
import type { Page } from '@playwright/test';

export const heroLocator = (page: Page) => page.locator('section.blk-hero').first();
export const rowLocator = (page: Page) => page.locator('section.blk-row[data-row-type]');
export const cardLocator = (page: Page) => page.locator('a.blk-card');
export const logoLocator = (page: Page) => page.locator('.top-bar__logo img, .top-bar__logo .top-bar__wordmark').first();
/** The hamburger's visible face (what a pointer clicks); its name is on the keyboard toggle behind it. */
export const hamburgerButton = (page: Page) => page.locator('.hamburger-button');
/** The checkbox that opens the menu: focusable, named "Open menu" / "Close menu". */
export const hamburgerToggle = (page: Page) => page.locator('input.menu-toggle');
export const hamburgerPanel = (page: Page) => page.locator('nav.hamburger-panel');

/** Markers the raw server HTML must contain (checked with regexes before any script runs). */
export const HTML_MARKERS = {
  hero: /<section[^>]*class="[^"]*\bblk-hero\b/,
  row: /<section[^>]*class="[^"]*\bblk-row\b[^"]*"[^>]*data-row-type="/,
  card: /<a[^>]*class="[^"]*\bblk-card\b/,
};
