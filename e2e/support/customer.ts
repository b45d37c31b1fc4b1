import { test as base } from '@playwright/test';
import { registerShopper, signInWithToken, type Shopper } from './shop';

/**
 * One freshly registered customer for the whole worker. The API allows 10 registrations per IP per hour
 * (RATE_LIMITS.registerIp), and the suite runs from one IP against one server, so specs that only need
 * "a signed-in customer" share this one. Each spec keeps to its own pharmacy (one open order per
 * customer and pharmacy) and its own uniquely named data, so they do not depend on each other's order.
 */
export const test = base.extend<{ signedIn: Shopper }, { customer: Shopper }>({
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const shopper = await registerShopper(request);
      await request.dispose();
      await use(shopper);
    },
    { scope: 'worker' },
  ],
  /** The shared customer, signed in in this test's browser context. */
  signedIn: async ({ customer, context, baseURL }, use) => {
    await signInWithToken(context, baseURL!, customer.token);
    await use(customer);
  },
});

export { expect } from '@playwright/test';
