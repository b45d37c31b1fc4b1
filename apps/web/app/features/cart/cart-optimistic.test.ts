import { describe, expect, it } from 'vitest';
import type { CartItem, CartState } from '@apotek/contract/cart';
import { optimisticCart } from './cart-optimistic';

const line = (id: number, quantity: number, selected = true): CartItem => ({ id, quantity, selected, unit_price: 1000, original_price: 1000, subtotal: quantity * 1000, blocked: null }) as CartItem;

const state = (): CartState => ({ counter: 2, id_temp: null, carts: [{ store: { id: 7, slug: 'a', name: 'A' }, items: [line(1, 2), line(2, 1)] }] }) as unknown as CartState;

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
};

describe('optimisticCart', () => {
  it('shows a pending + and − on the line, with its subtotal', () => {
    const view = optimisticCart(state(), [
      form({ intent: 'increase', store: '7', item: '1' }),
      form({ intent: 'increase', store: '7', item: '1' }),
      form({ intent: 'decrease', store: '7', item: '2' }),
    ]);
    const [first, second] = view.carts[0]!.items;
    expect(first).toMatchObject({ quantity: 4, subtotal: 4000 });
    // One fewer than one removes the line on the server; the guess leaves it for the answer to take away.
    expect(second).toMatchObject({ quantity: 1, subtotal: 1000 });
  });

  it('shows a pending tick on the named lines, or on every line of the pharmacy', () => {
    expect(optimisticCart(state(), [form({ intent: 'select', store: '7', item: '2', selected: '0' })]).carts[0]!.items.map((i) => i.selected)).toEqual([true, false]);
    expect(optimisticCart(state(), [form({ intent: 'select', store: '7', selected: '0' })]).carts[0]!.items.map((i) => i.selected)).toEqual([false, false]);
  });

  it('leaves other pharmacies and other writes alone', () => {
    const before = state();
    expect(optimisticCart(before, [form({ intent: 'increase', store: '8', item: '1' }), form({ intent: 'remove', store: '7', item: '1' })])).toEqual(before);
  });
});
