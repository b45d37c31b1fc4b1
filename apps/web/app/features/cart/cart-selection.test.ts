import { describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartState } from '@apotek/contract/cart';
import { countLines, countsText } from '~/lib/cart-counts';
import { allSelected, checkoutItems, selectedSubtotal, withSelection } from './cart-selection';

function line(id: number, over: Partial<CartItem> = {}): CartItem {
  return {
    id,
    product_id: id,
    product: { slug: `p-${id}`, name: `P ${id}`, image_url: null, drug_class: 'bebas', requires_prescription: false, weight_grams: 10 },
    quantity: 1,
    selected: true,
    unit_price: 1000,
    original_price: 1000,
    subtotal: 1000,
    available: 10,
    max_per_order: 10,
    blocked: null,
    prescription_item_id: null,
    prescription_options: [],
    ...over,
  };
}

const mixed: Pick<Cart, 'items'> = {
  items: [
    line(1, { quantity: 2, subtotal: 2000 }),
    line(2, { selected: false, subtotal: 5000 }),
    line(3, { blocked: 'prescription_required', subtotal: 9000 }),
  ],
};

describe('cart selection', () => {
  it('checks out only ticked lines that may be sold, and prices only them', () => {
    expect(checkoutItems(mixed).map((i) => i.id)).toEqual([1]);
    expect(selectedSubtotal(mixed)).toBe(2000);
  });

  it('reads "select all" over the sellable lines only; a held line never keeps it unticked', () => {
    expect(allSelected(mixed)).toBe(false);
    expect(allSelected({ items: [line(1), line(3, { blocked: 'prescription_required', selected: false })] })).toBe(true);
    expect(allSelected({ items: [line(3, { blocked: 'prescription_required' })] })).toBe(false);
  });

  it('counts lines and units apart', () => {
    expect(countLines(mixed.items)).toEqual({ lines: 3, units: 4 });
    expect(countLines([])).toEqual({ lines: 0, units: 0 });
  });
});

describe('countsText', () => {
  it('joins lines and units, each in its singular or plural form', () => {
    const words: Record<string, string> = { 'cart.lines.one': 'product', 'cart.lines.other': 'products', 'cart.units.one': 'item', 'cart.units.other': 'items' };
    const t = (key: string, { count }: { count: number }) => `${count} ${words[key]}`;
    expect(countsText(t, { lines: 3, units: 5 }, 'en')).toBe('3 products · 5 items');
    expect(countsText(t, { lines: 1, units: 1 }, 'en')).toBe('1 product · 1 item');
    // Indonesian has one form ('other' for every number), so the singular key is never asked for.
    expect(countsText(t, { lines: 1, units: 1 }, 'id')).toBe('1 products · 1 items');
  });
});

describe('withSelection', () => {
  const cartAt = (storeId: number, items: CartItem[]): Cart => ({ id: storeId, store: { id: storeId, slug: `s${storeId}`, name: `S${storeId}` }, items, subtotal: 0, total_quantity: 0, can_checkout: true });
  const state: CartState = { counter: 3, id_temp: null, carts: [cartAt(1, [line(1), line(2)]), cartAt(2, [line(3)])] };

  it('changes the named lines of that pharmacy only', () => {
    const next = withSelection(state, { storeId: 1, selected: false, itemIds: [2] });
    expect(next.carts.flatMap((c) => c.items.map((i) => [i.id, i.selected]))).toEqual([[1, true], [2, false], [3, true]]);
  });

  it('changes every line of that pharmacy without ids', () => {
    const next = withSelection(state, { storeId: 1, selected: false });
    expect(next.carts.flatMap((c) => c.items.map((i) => [i.id, i.selected]))).toEqual([[1, false], [2, false], [3, true]]);
  });
});
