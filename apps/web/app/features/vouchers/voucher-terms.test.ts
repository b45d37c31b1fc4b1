import { describe, expect, it } from 'vitest';
import type { VoucherAvailability, VoucherView } from '@apotek/contract/vouchers';
import { formatDateTime } from '@apotek/contract/format/date';
import { createI18n } from '~/i18n/i18n';
import { discountTerm, isMyVoucherTab, tabOf, voucherTerms } from './voucher-terms';

const base: VoucherView = {
  id: 1,
  code: 'HEMAT10',
  title: 'Hemat 10%',
  description: '',
  target: 'items',
  discount_type: 'percent',
  discount_value: 10,
  max_discount: 25_000,
  min_spend: 50_000,
  valid_from: '2026-11-19T17:00:00.000Z',
  valid_to: '2027-01-08T16:59:00.000Z',
  quota_left: 1_000,
  per_user_limit: 3,
  new_customers_only: false,
  store_ids: [],
  category_ids: [],
  promotion: null,
  collected: false,
  uses_left: 3,
  availability: 'available',
};

function words(v: Partial<VoucherView>, locale: 'id' | 'en' = 'id'): string[] {
  const { t } = createI18n(locale);
  return voucherTerms({ ...base, ...v }, locale).map((term) => t(term.key, term.vars));
}

describe('voucherTerms', () => {
  it('says a capped percent voucher in full, in Indonesian, with the period in WIB', () => {
    // The period is Jakarta's calendar: 17:00 UTC is the next day's midnight there.
    expect(formatDateTime(base.valid_from, 'id')).toMatch(/^20 November 2026.*00.00 WIB$/);
    expect(words({})).toEqual([
      'Diskon 10% hingga Rp 25.000',
      'Minimal belanja Rp 50.000 untuk produk yang memenuhi syarat',
      `Berlaku ${formatDateTime(base.valid_from, 'id')} – ${formatDateTime(base.valid_to, 'id')}`,
      'Tidak berlaku untuk obat keras',
      'Maksimal 3 kali pemakaian per pelanggan',
      'Sisa kuota 1.000',
    ]);
  });

  it('says the same in English, with plural forms', () => {
    expect(words({ per_user_limit: 1, collected: true, uses_left: 1 }, 'en')).toEqual([
      '10% off, up to Rp 25.000',
      'Minimum spend Rp 50.000 on eligible products',
      `Valid ${formatDateTime(base.valid_from, 'en')} – ${formatDateTime(base.valid_to, 'en')}`,
      'Not valid on prescription drugs (obat keras)',
      'Up to 1 use per customer',
      '1 use left for you',
      '1,000 left',
    ]);
  });

  it('names who and where a voucher is for, a missing minimum and an unlimited quota', () => {
    const said = words({ discount_type: 'fixed', discount_value: 5_000, max_discount: null, min_spend: 0, quota_left: null, new_customers_only: true, store_ids: [4], category_ids: [2] });
    expect(said[0]).toBe('Potongan Rp 5.000');
    expect(said).toContain('Tanpa minimal belanja');
    expect(said).toContain('Khusus pelanggan baru (belum pernah membayar pesanan)');
    expect(said).toContain('Hanya berlaku di apotek tertentu');
    expect(said).toContain('Hanya untuk produk kategori tertentu');
    expect(said.at(-1)).toBe('Kuota tidak terbatas');
    // Never without the BPOM line, whatever the voucher.
    expect(said).toContain('Tidak berlaku untuk obat keras');
  });

  it('words shipping vouchers as money off delivery', () => {
    const { t } = createI18n('id');
    const say = (v: Partial<VoucherView>) => {
      const term = discountTerm({ ...base, target: 'shipping', ...v });
      return t(term.key, term.vars);
    };
    expect(say({ discount_type: 'fixed', discount_value: 15_000, max_discount: null })).toBe('Potongan ongkos kirim hingga Rp 15.000');
    expect(say({ discount_type: 'percent', discount_value: 50, max_discount: 10_000 })).toBe('Potongan ongkos kirim 50% hingga Rp 10.000');
    expect(say({ discount_type: 'percent', discount_value: 50, max_discount: null })).toBe('Potongan ongkos kirim 50%');
  });

  it('words an uncapped percent voucher without a cap', () => {
    const { t } = createI18n('en');
    const term = discountTerm({ ...base, max_discount: null });
    expect(t(term.key, term.vars)).toBe('10% off');
  });
});

describe('tabOf', () => {
  it('puts running and upcoming vouchers in "bisa dipakai", used-up ones in "sudah dipakai", the rest in "kedaluwarsa"', () => {
    const tabs = Object.fromEntries((['available', 'upcoming', 'used_up', 'expired', 'sold_out'] as VoucherAvailability[]).map((a) => [a, tabOf(a)]));
    expect(tabs).toEqual({ available: 'usable', upcoming: 'usable', used_up: 'used', expired: 'expired', sold_out: 'expired' });
  });

  it('accepts only the three tabs from the address', () => {
    expect(['usable', 'used', 'expired'].every(isMyVoucherTab)).toBe(true);
    expect(isMyVoucherTab('all')).toBe(false);
    expect(isMyVoucherTab(null)).toBe(false);
  });
});
