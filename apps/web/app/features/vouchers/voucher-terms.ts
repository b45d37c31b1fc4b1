import type { VoucherAvailability, VoucherView } from '@apotek/contract/vouchers';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import type { Locale } from '@apotek/contract/constants';
import type { MessageKey, Vars } from '~/i18n/translate';

/** One sentence of a voucher's rules: a message of the `vouchers.rules` namespace and its values. */
export interface VoucherTerm {
  key: MessageKey;
  vars?: Vars;
}

/** What the voucher takes off, and from what: the headline of its rules. */
export function discountTerm(v: Pick<VoucherView, 'target' | 'discount_type' | 'discount_value' | 'max_discount'>): VoucherTerm {
  const cap = v.max_discount === null ? null : formatRupiah(v.max_discount);
  if (v.discount_type === 'fixed') {
    return { key: v.target === 'shipping' ? 'vouchers.rules.shippingFixed' : 'vouchers.rules.fixed', vars: { amount: formatRupiah(v.discount_value) } };
  }
  const percent = v.discount_value;
  if (v.target === 'shipping') return cap ? { key: 'vouchers.rules.shippingPercentCapped', vars: { percent, cap } } : { key: 'vouchers.rules.shippingPercent', vars: { percent } };
  return cap ? { key: 'vouchers.rules.percentCapped', vars: { percent, cap } } : { key: 'vouchers.rules.percent', vars: { percent } };
}

/**
 * A voucher's rules in words, in the order a shopper weighs them: what it takes off, the minimum spend,
 * when it runs (WIB), that obat keras never takes a discount (BPOM; the server leaves those lines out),
 * who and where it is for, and how many uses are left. The server decides; this only says what it will.
 */
export function voucherTerms(v: VoucherView, locale: Locale): VoucherTerm[] {
  const terms: VoucherTerm[] = [discountTerm(v)];
  terms.push(v.min_spend > 0 ? { key: 'vouchers.rules.minSpend', vars: { amount: formatRupiah(v.min_spend) } } : { key: 'vouchers.rules.noMinSpend' });
  terms.push({ key: 'vouchers.rules.period', vars: { from: formatDateTime(v.valid_from, locale), to: formatDateTime(v.valid_to, locale) } });
  terms.push({ key: 'vouchers.rules.notObatKeras' });
  if (v.new_customers_only) terms.push({ key: 'vouchers.rules.newCustomers' });
  if (v.store_ids.length > 0) terms.push({ key: 'vouchers.rules.someStores' });
  if (v.category_ids.length > 0) terms.push({ key: 'vouchers.rules.someCategories' });
  terms.push({ key: 'vouchers.rules.perUser', vars: { count: v.per_user_limit } });
  if (v.collected) terms.push({ key: 'vouchers.rules.usesLeft', vars: { count: v.uses_left } });
  terms.push(v.quota_left === null ? { key: 'vouchers.rules.quotaUnlimited' } : { key: 'vouchers.rules.quotaLeft', vars: { n: v.quota_left.toLocaleString(locale === 'en' ? 'en-GB' : 'id-ID') } });
  return terms;
}

/** The tabs of "Voucher Saya". */
export const MY_VOUCHER_TABS = ['usable', 'used', 'expired'] as const;
export type MyVoucherTab = (typeof MY_VOUCHER_TABS)[number];

/**
 * Which tab a saved voucher sits in: one that runs or is about to is still usable; one whose uses the
 * customer has had is used; one that is over or whose quota ran out can no longer be used.
 */
export function tabOf(availability: VoucherAvailability): MyVoucherTab {
  if (availability === 'available' || availability === 'upcoming') return 'usable';
  if (availability === 'used_up') return 'used';
  return 'expired';
}

export function isMyVoucherTab(value: unknown): value is MyVoucherTab {
  return typeof value === 'string' && (MY_VOUCHER_TABS as readonly string[]).includes(value);
}
