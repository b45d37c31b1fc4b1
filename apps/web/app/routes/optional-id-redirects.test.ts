import { describe, expect, it } from 'vitest';
import { loader as orderSummaryLoader } from './order.summary.$id';
import { loader as transactionDetailLoader } from './profile.transaction-detail';

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/** What a loader throws for this address: the redirect's status and target. */
async function thrown(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    throw error;
  }
  throw new Error('the loader did not throw');
}

describe('routes whose id is optional', () => {
  it('/profile/transaction-detail without ?id opens the transaction history', async () => {
    const args = { request: new Request('http://shop.test/profile/transaction-detail'), context: {}, params: {} } as unknown as Args<typeof transactionDetailLoader>;
    expect(await thrown(() => transactionDetailLoader(args))).toEqual({ status: 302, location: '/profile/transaction-history' });
    const empty = { ...args, request: new Request('http://shop.test/profile/transaction-detail?id=') };
    expect(await thrown(() => transactionDetailLoader(empty))).toEqual({ status: 302, location: '/profile/transaction-history' });
  });

  it('/order/summary without an id opens the order list', async () => {
    const args = { request: new Request('http://shop.test/order/summary'), context: {}, params: {} } as unknown as Args<typeof orderSummaryLoader>;
    expect(await thrown(() => orderSummaryLoader(args))).toEqual({ status: 302, location: '/order' });
  });
});
