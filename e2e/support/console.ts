import { type Browser, type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PHARMACIST } from './data';
import { loginToken, signInWithToken } from './shop';

/**
 * The demo pharmacist at the console, in a browser of their own, having moved a paid order on to
 * "Diproses apotek" (the step every fulfilment journey starts with). `row()` finds the order on the page.
 */
export async function pharmacistProcesses(
  browser: Browser,
  request: APIRequestContext,
  options: { viewport: { width: number; height: number }; baseURL: string; orderId: string },
): Promise<{ desk: Page; row: () => ReturnType<Page['locator']> }> {
  const staff = await browser.newContext({ viewport: options.viewport, baseURL: options.baseURL });
  await signInWithToken(staff, options.baseURL, await loginToken(request, DEMO_PHARMACIST.login, DEMO_PHARMACIST.password));
  const desk = await staff.newPage();
  const row = () => desk.locator(`[data-testid="console-order"][data-order-id="${options.orderId}"]`);
  await desk.goto('/console/orders?tab=paid');
  await row().getByRole('button', { name: 'Proses' }).click();
  await expect(desk.getByRole('status').filter({ hasText: options.orderId })).toContainText('Diproses apotek');
  await desk.goto('/console/orders?tab=processing');
  return { desk, row };
}
