import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceVoucher, type RuleLine, type RuleOrder, shippingDiscountOf, type VoucherRules } from './voucher-rules.ts';

const NOW = Date.parse('2026-11-24T05:00:00Z');
const rules = (over: Partial<VoucherRules> = {}): VoucherRules => ({
  target: 'items',
  discount_type: 'percent',
  discount_value: 10,
  max_discount: null,
  min_spend: 0,
  valid_from: '2026-11-01T00:00:00Z',
  valid_to: '2026-12-31T17:00:00Z',
  quota_total: null,
  quota_used: 0,
  per_user_limit: 1,
  new_customers_only: false,
  store_ids: [],
  category_ids: [],
  ...over,
});
const line = (productId: number, subtotal: number, over: Partial<RuleLine> = {}): RuleLine => ({ productId, drugClass: 'bebas', categoryIds: [1], subtotal, ...over });
const order = (lines: RuleLine[], over: Partial<RuleOrder> = {}): RuleOrder => ({ storeId: 7, lines, newCustomer: true, usesByBuyer: 0, now: NOW, ...over });

describe('priceVoucher', () => {
  it('takes a percentage of the eligible lines only, never of obat keras', () => {
    const price = priceVoucher(rules(), order([line(1, 100_000), line(2, 50_000, { drugClass: 'keras' }), line(3, 20_000, { drugClass: 'bebas_terbatas' })]));
    expect(price.refusal).toBeNull();
    expect(price.eligibleSubtotal).toBe(120_000);
    expect(price.itemDiscount).toBe(12_000);
    expect(price.lines.map((l) => [l.eligible, l.reason, l.discount])).toEqual([
      [true, null, 10_000],
      [false, 'not_promotable', 0],
      [true, null, 2_000],
    ]);
  });

  it('refuses an order of obat keras alone, and dilarang_online is never eligible either', () => {
    expect(priceVoucher(rules(), order([line(1, 80_000, { drugClass: 'keras' })])).refusal?.key).toBe('voucherNoEligibleItems');
    expect(priceVoucher(rules(), order([line(1, 80_000, { drugClass: 'dilarang_online' })])).lines[0]!.reason).toBe('not_promotable');
  });

  it('caps a percentage at the maximum discount, and a fixed amount at what the lines cost', () => {
    expect(priceVoucher(rules({ discount_value: 50, max_discount: 25_000 }), order([line(1, 200_000)])).itemDiscount).toBe(25_000);
    expect(priceVoucher(rules({ discount_type: 'fixed', discount_value: 30_000 }), order([line(1, 12_000)])).itemDiscount).toBe(12_000);
  });

  it('counts the minimum spend on eligible lines', () => {
    const price = priceVoucher(rules({ min_spend: 100_000 }), order([line(1, 60_000), line(2, 60_000, { drugClass: 'keras' })]));
    expect(price.refusal).toMatchObject({ key: 'voucherMinSpend', status: 422, vars: { amount: 'Rp 100.000' } });
  });

  it('limits to categories and pharmacies, and to new customers', () => {
    const byCategory = priceVoucher(rules({ category_ids: [9] }), order([line(1, 50_000, { categoryIds: [3, 9] }), line(2, 50_000, { categoryIds: [3] })]));
    expect(byCategory.lines.map((l) => l.reason)).toEqual([null, 'other_category']);
    expect(byCategory.itemDiscount).toBe(5_000);
    expect(priceVoucher(rules({ store_ids: [8] }), order([line(1, 50_000)])).refusal?.key).toBe('voucherStoreNotEligible');
    expect(priceVoucher(rules({ new_customers_only: true }), order([line(1, 50_000)], { newCustomer: false })).refusal?.key).toBe('voucherNewCustomersOnly');
  });

  it('runs only inside its period, and while uses are left', () => {
    expect(priceVoucher(rules({ valid_from: '2026-11-25T00:00:00Z' }), order([line(1, 50_000)])).refusal?.key).toBe('voucherNotStarted');
    expect(priceVoucher(rules({ valid_to: '2026-11-24T05:00:00Z' }), order([line(1, 50_000)])).refusal?.key).toBe('voucherExpired');
    expect(priceVoucher(rules({ quota_total: 5, quota_used: 5 }), order([line(1, 50_000)])).refusal).toMatchObject({ key: 'voucherSoldOut', status: 409 });
    expect(priceVoucher(rules({ per_user_limit: 2 }), order([line(1, 50_000)], { usesByBuyer: 2 })).refusal).toMatchObject({ key: 'voucherUsedUp', status: 409 });
  });

  it('prices a shipping voucher by its cap, and the delivery discount never passes the cost', () => {
    const shipping = rules({ target: 'shipping', discount_type: 'fixed', discount_value: 15_000 });
    const price = priceVoucher(shipping, order([line(1, 40_000)]));
    expect([price.itemDiscount, price.shippingCap, price.refusal]).toEqual([0, 15_000, null]);
    expect(shippingDiscountOf(shipping, 9_000)).toBe(9_000);
    expect(shippingDiscountOf(shipping, 22_000)).toBe(15_000);
    expect(shippingDiscountOf({ ...shipping, discount_type: 'percent', discount_value: 50, max_discount: 10_000 }, 30_000)).toBe(10_000);
  });

  it('spreads the discount over eligible lines so the parts sum to it exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ subtotal: fc.integer({ min: 1, max: 5_000_000 }), keras: fc.boolean() }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (lines, pct, cap) => {
          const price = priceVoucher(rules({ discount_value: pct, max_discount: cap }), order(lines.map((l, i) => line(i + 1, l.subtotal, { drugClass: l.keras ? 'keras' : 'bebas' }))));
          const sum = price.lines.reduce((a, l) => a + l.discount, 0);
          expect(sum).toBe(price.itemDiscount);
          expect(price.itemDiscount).toBeLessThanOrEqual(price.eligibleSubtotal);
          price.lines.forEach((l, i) => {
            expect(l.discount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBeLessThanOrEqual(lines[i]!.subtotal);
            if (lines[i]!.keras) expect(l.discount).toBe(0);
          });
        },
      ),
    );
  });
});
