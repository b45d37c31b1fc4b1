import type { Page } from '@playwright/test';

/**
 * Both bars are always rendered inside the page's <header>; CSS shows one at the 1024 px breakpoint.
 * The desktop bar is the first child of the header, the mobile bar the second.
 */
export function desktopBar(page: Page) {
  return page.getByRole('banner').locator(':scope > div').nth(0);
}

export function mobileBar(page: Page) {
  return page.getByRole('banner').locator(':scope > div').nth(1);
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so scripted controls respond. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
