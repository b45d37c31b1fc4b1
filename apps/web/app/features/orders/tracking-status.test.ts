import { describe, expect, it } from 'vitest';
import { shownShipmentStatus } from './tracking-status';

describe('shownShipmentStatus', () => {
  it('never shows a finished order as waiting for the courier', () => {
    expect(shownShipmentStatus('completed', 'created')).toBe('delivered');
    expect(shownShipmentStatus('delivered', 'in_transit')).toBe('delivered');
  });

  it('keeps the courier status while the parcel travels, and a return', () => {
    expect(shownShipmentStatus('shipped', 'created')).toBe('created');
    expect(shownShipmentStatus('completed', 'returned')).toBe('returned');
  });
});
