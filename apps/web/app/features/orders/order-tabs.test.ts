import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@apotek/contract/orders';
import { ORDER_TABS, TAB_KEYS, parseTab, tabOf } from './order-tabs';

describe('order tabs', () => {
  it('put every order state under exactly one tab', () => {
    for (const status of ORDER_STATUSES) {
      const holders = TAB_KEYS.filter((tab) => (ORDER_TABS[tab] as readonly string[]).includes(status));
      expect(holders, status).toHaveLength(1);
    }
  });

  it('file unpaid and expired orders where a shopper looks for them', () => {
    expect(tabOf('awaiting_payment')).toBe('unpaid');
    expect(tabOf('expired')).toBe('cancelled');
    expect(tabOf('shipped')).toBe('shipped');
  });

  it('falls back to the first tab for an unknown tab name', () => {
    expect(parseTab('bogus')).toBe('unpaid');
    expect(parseTab(null)).toBe('unpaid');
    expect(parseTab('done')).toBe('done');
  });
});
