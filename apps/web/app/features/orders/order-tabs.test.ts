import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@apotek/contract/orders';
import { ORDER_TABS, STATUS_TAB_KEYS, TAB_KEYS, parseTab, statusesOf, tabOf } from './order-tabs';

describe('order tabs', () => {
  it('put every order state under exactly one status tab', () => {
    for (const status of ORDER_STATUSES) {
      const holders = STATUS_TAB_KEYS.filter((tab) => (ORDER_TABS[tab] as readonly string[]).includes(status));
      expect(holders, status).toHaveLength(1);
    }
  });

  it('file unpaid and expired orders where a shopper looks for them', () => {
    expect(tabOf('awaiting_payment')).toBe('unpaid');
    expect(tabOf('expired')).toBe('cancelled');
    expect(tabOf('shipped')).toBe('shipped');
  });

  it('opens on "Semua", which lists every state, and falls back to it for an unknown tab name', () => {
    expect(TAB_KEYS[0]).toBe('all');
    expect(statusesOf('all')).toBeUndefined();
    expect(parseTab('bogus')).toBe('all');
    expect(parseTab(null)).toBe('all');
    expect(parseTab('done')).toBe('done');
    expect(statusesOf('done')).toEqual(['completed']);
  });
});
