import { describe, expect, it } from 'vitest';
import { CART_BLOCKS } from '@apotek/contract/cart';
import en from '~/i18n/en.json';
import id from '~/i18n/id.json';
import { blockedReasonKey, cartCounter, checkoutFailureText } from './cart-labels';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('blockedReasonKey', () => {
  it('maps every reason the contract knows to a translated text in both languages', () => {
    for (const reason of CART_BLOCKS) {
      const key = blockedReasonKey(reason);
      expect(key).toBe(`cart.blocked.${reason}`);
      expect(typeof lookup(id, key!)).toBe('string');
      expect(typeof lookup(en, key!)).toBe('string');
    }
  });

  it('says nothing for a line that may be checked out', () => {
    expect(blockedReasonKey(null)).toBeNull();
  });

  it('reads a reason it does not know as unavailable rather than showing a raw code', () => {
    expect(blockedReasonKey('recalled_by_bpom')).toBe('cart.blocked.unavailable');
  });

  it('keeps the prescription and stock wording apart', () => {
    expect(lookup(id, 'cart.blocked.prescription_required')).not.toBe(lookup(id, 'cart.blocked.out_of_stock'));
    expect(lookup(en, 'cart.blocked.insufficient_stock')).not.toBe(lookup(en, 'cart.blocked.out_of_stock'));
  });
});

describe('cartCounter', () => {
  it('is the number of cart items from the API', () => {
    expect(cartCounter({ counter: 3 })).toBe(3);
  });

  it('is 0 (no badge) for no cart, an empty cart or nonsense', () => {
    expect(cartCounter(null)).toBe(0);
    expect(cartCounter(undefined)).toBe(0);
    expect(cartCounter({ counter: 0 })).toBe(0);
    expect(cartCounter({ counter: -2 })).toBe(0);
    expect(cartCounter({ counter: Number.NaN })).toBe(0);
  });
});

describe('checkoutFailureText', () => {
  it("writes '{message}: {data.id}' as SPEC §8 says", () => {
    expect(checkoutFailureText('Masih ada pesanan yang belum dibayar', { id: 'APT-7K3M9Q2XH4' })).toBe('Masih ada pesanan yang belum dibayar: APT-7K3M9Q2XH4');
  });

  it('keeps the message alone when the error names no order', () => {
    expect(checkoutFailureText('Stok tidak cukup', null)).toBe('Stok tidak cukup');
    expect(checkoutFailureText('Stok tidak cukup', { other: 1 })).toBe('Stok tidak cukup');
  });
});
