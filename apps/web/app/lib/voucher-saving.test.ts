import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { savingText } from './voucher-saving';

const quote = (target: 'items' | 'shipping', item_discount: number, shipping_discount_cap: number) => ({ voucher: { code: 'KODE1', target }, item_discount, shipping_discount_cap }) as Parameters<typeof savingText>[1];

describe('savingText', () => {
  it('names the rupiah a voucher takes off the items, and the code', () => {
    expect(savingText(createI18n('id').t, quote('items', 25_000, 0))).toBe('Hemat Rp 25.000 dengan KODE1');
    expect(savingText(createI18n('en').t, quote('items', 25_000, 0))).toBe('Save Rp 25.000 with KODE1');
  });

  it('gives a shipping voucher as its cap, since the delivery is priced only at confirmation', () => {
    expect(savingText(createI18n('id').t, quote('shipping', 0, 15_000))).toBe('Potongan ongkir hingga Rp 15.000 dengan KODE1');
    expect(savingText(createI18n('en').t, quote('shipping', 0, 15_000))).toBe('Up to Rp 15.000 off delivery with KODE1');
  });
});
