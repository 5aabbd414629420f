/**
 * Selectors for what the web renders, in one place so a markup change is one edit.
 * Prefer test ids the web renders; fall back to roles and landmarks.
 */
import type { Page } from '@playwright/test';

export const heroLocator = (page: Page) => page.locator('[data-testid="hero"], [data-block="hero"]').first();
export const rowLocator = (page: Page) => page.locator('[data-testid="bucket"], [data-testid^="row-"], [data-row-type]');
export const cardLocator = (page: Page) => page.locator('[data-testid="content-card"], [data-testid="card"]');
