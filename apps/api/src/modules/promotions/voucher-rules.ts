import { type ApiMessageKey, type DrugClass, formatRupiah, mayBePromoted, type VoucherDiscountType, type VoucherLineReason, type VoucherTarget } from '@apotek/contract';

/** The rules of one voucher, as stored. */
export interface VoucherRules {
  target: VoucherTarget;
  discount_type: VoucherDiscountType;
  discount_value: number;
  max_discount: number | null;
  min_spend: number;
  valid_from: string;
  valid_to: string;
  quota_total: number | null;
  quota_used: number;
  per_user_limit: number;
  new_customers_only: boolean;
  store_ids: readonly number[];
  category_ids: readonly number[];
}

/** An order line as the rules see it. */
export interface RuleLine {
  productId: number;
  drugClass: DrugClass;
  /** The product's category, sub-category and segment ids. */
  categoryIds: readonly number[];
  subtotal: number;
}

/** The order and its buyer, as the rules see them. */
export interface RuleOrder {
  storeId: number;
  lines: readonly RuleLine[];
  /** Never had an order paid. */
  newCustomer: boolean;
  /** Live uses of this voucher by the buyer on other orders. */
  usesByBuyer: number;
  now: number;
}

export interface Refusal {
  key: ApiMessageKey;
  vars?: Record<string, string | number>;
  /** 409 for what ran out under the buyer (quota, their own limit); 422 for the rest. */
  status: 409 | 422;
}

export interface PricedLine {
  productId: number;
  eligible: boolean;
  reason: VoucherLineReason | null;
  discount: number;
}

export interface VoucherPrice {
  lines: PricedLine[];
  eligibleSubtotal: number;
  itemDiscount: number;
  /** At most this much off delivery (shipping vouchers). */
  shippingCap: number;
  refusal: Refusal | null;
}

/** Why a line takes no discount, or null. BPOM: obat keras and the like are never promoted. */
function lineReason(rules: VoucherRules, line: RuleLine): VoucherLineReason | null {
  if (!mayBePromoted(line.drugClass)) return 'not_promotable';
  if (rules.category_ids.length > 0 && !line.categoryIds.some((id) => rules.category_ids.includes(id))) return 'other_category';
  return null;
}

function itemDiscountOf(rules: VoucherRules, eligibleSubtotal: number): number {
  if (rules.target !== 'items' || eligibleSubtotal <= 0) return 0;
  const raw = rules.discount_type === 'percent' ? Math.floor((eligibleSubtotal * rules.discount_value) / 100) : rules.discount_value;
  return Math.min(raw, rules.max_discount ?? raw, eligibleSubtotal);
}

/** The most a shipping voucher takes off; a percent one without a cap is capped only by the delivery cost. */
export function shippingCapOf(rules: Pick<VoucherRules, 'target' | 'discount_type' | 'discount_value' | 'max_discount'>): number {
  if (rules.target !== 'shipping') return 0;
  return rules.discount_type === 'fixed' ? rules.discount_value : (rules.max_discount ?? 0);
}

/** What a shipping voucher takes off a delivery that costs `cost`. */
export function shippingDiscountOf(rules: Pick<VoucherRules, 'target' | 'discount_type' | 'discount_value' | 'max_discount'>, cost: number): number {
  if (rules.target !== 'shipping' || cost <= 0) return 0;
  const raw = rules.discount_type === 'percent' ? Math.floor((cost * rules.discount_value) / 100) : rules.discount_value;
  return Math.min(raw, rules.max_discount ?? raw, cost);
}

/** Splits a discount over lines in proportion to their subtotals, remainders to the largest shares, so the parts sum exactly. */
function spread(total: number, subtotals: readonly number[]): number[] {
  const sum = subtotals.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return subtotals.map(() => 0);
  const exact = subtotals.map((s) => (total * s) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Whether the voucher runs at `now`, and has uses left overall and for this buyer. Checked first. */
export function availabilityRefusal(rules: VoucherRules, usesByBuyer: number, now: number): Refusal | null {
  if (now < Date.parse(rules.valid_from)) return { key: 'voucherNotStarted', status: 422, vars: { date: rules.valid_from } };
  if (now >= Date.parse(rules.valid_to)) return { key: 'voucherExpired', status: 422 };
  if (rules.quota_total !== null && rules.quota_used >= rules.quota_total) return { key: 'voucherSoldOut', status: 409 };
  if (usesByBuyer >= rules.per_user_limit) return { key: 'voucherUsedUp', status: 409, vars: { limit: rules.per_user_limit } };
  return null;
}

/**
 * Prices a voucher against an order, line by line: which lines it covers and why not, the discount
 * spread over them, and the first rule the order breaks (null when it may be applied). The server is
 * the only place this runs; the web shows what it answers.
 */
export function priceVoucher(rules: VoucherRules, order: RuleOrder): VoucherPrice {
  const reasons = order.lines.map((line) => lineReason(rules, line));
  const eligibleSubtotal = order.lines.reduce((sum, line, i) => (reasons[i] === null ? sum + line.subtotal : sum), 0);
  const itemDiscount = itemDiscountOf(rules, eligibleSubtotal);
  const shares = spread(itemDiscount, order.lines.map((line, i) => (reasons[i] === null ? line.subtotal : 0)));
  const lines = order.lines.map((line, i) => ({ productId: line.productId, eligible: reasons[i] === null, reason: reasons[i] ?? null, discount: shares[i]! }));
  const refusal = availabilityRefusal(rules, order.usesByBuyer, order.now) ?? orderRefusal(rules, order, eligibleSubtotal);
  return { lines, eligibleSubtotal, itemDiscount, shippingCap: shippingCapOf(rules), refusal };
}

function orderRefusal(rules: VoucherRules, order: RuleOrder, eligibleSubtotal: number): Refusal | null {
  if (rules.new_customers_only && !order.newCustomer) return { key: 'voucherNewCustomersOnly', status: 422 };
  if (rules.store_ids.length > 0 && !rules.store_ids.includes(order.storeId)) return { key: 'voucherStoreNotEligible', status: 422 };
  if (eligibleSubtotal <= 0) return { key: 'voucherNoEligibleItems', status: 422 };
  if (eligibleSubtotal < rules.min_spend) return { key: 'voucherMinSpend', status: 422, vars: { amount: formatRupiah(rules.min_spend) } };
  return null;
}
