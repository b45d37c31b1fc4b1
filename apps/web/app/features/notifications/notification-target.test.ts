import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('follows SPEC §2 notification targets', () => {
    expect(notificationTarget('campaign', '{"campaign_id":7}')).toBe('/campaign/detail/7');
    expect(notificationTarget('prescription', '{"prescription_id":"rx-1"}')).toBe('/prescription/rx-1');
    for (const type of ['appointment', 'consultation', 'transaction', 'other']) {
      expect(notificationTarget(type, '{"order_code":"ORD 1"}')).toBe('/order/summary/ORD%201');
    }
  });

  it('survives a malformed meta', () => {
    expect(notificationTarget('transaction', '{oops')).toBe('/order/summary/');
  });
});
