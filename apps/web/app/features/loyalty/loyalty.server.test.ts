import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCheckoutLoyalty, loadCoinsHistory } from './loyalty.server';

/** A context whose API answers each path (without its query) from `routes`, recording every call. */
function api(routes: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  const context = {
    publicUrl: 'http://shop.test',
    apiFetch: async (path: string) => {
      calls.push(path);
      const answer = routes[path.split('?')[0]!] ?? { status: 404, body: { status: 404, message: 'Tidak ditemukan' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { status: 200, message: 'Berhasil', data } });
const ORDER = 'APT-7K3M9Q2XH4';
const request = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: 'apotek_session=tok' } });
const part = (p: Partial<{ applied: number; discount: number; max: number; balance: number }>) => ({ applied: 0, discount: 0, max: 0, balance: 0, ...p });
const history = { data: [], page: 1, perPage: 1, total: 0, lastPage: 1, balance: 201, expiring_soon: null, rupiah_per_point: 2, rupiah_per_earned_point: 1000, expiry_months: 12 };
const coins = { balance: 35_000, expiring_soon: null, rupiah_per_coin: 1, max_share_percent: 50, stores: [] };
const notEmployee = { is_employee: false, balance: 0, monthly_allowance: 0, month: '', expires_at: null, rupiah_per_coin: 1, stores: [] };

describe('loadCheckoutLoyalty', () => {
  it("reads a currency's worth only where it is needed: usable and not yet applied", async () => {
    const { context, calls } = api({
      [`/api/order/${ORDER}/loyalty`]: ok({ order_id: ORDER, subtotal: 100_000, discount: 5_000, total: 95_000, points: part({ max: 201, balance: 201 }), coins: part({ applied: 5_000, discount: 5_000, max: 35_000, balance: 30_000 }), employee_coins: null }),
      '/api/my/poin/history': ok(history),
    });
    const loyalty = await loadCheckoutLoyalty(request(`/cart/checkout?order=${ORDER}`), context, Promise.resolve(1));
    expect(loyalty).toEqual({
      order_id: ORDER,
      parts: [
        { currency: 'points', applied: 0, discount: 0, max: 201, balance: 201, rupiah_per: 2 },
        // Applied: its worth is what it takes off per coin, no read needed.
        { currency: 'customer', applied: 5_000, discount: 5_000, max: 35_000, balance: 30_000, rupiah_per: 1 },
      ],
    });
    expect(calls.map((c) => c.split('?')[0])).toEqual([`/api/order/${ORDER}/loyalty`, '/api/my/poin/history']);
  });

  it("asks the employee's allowance for its worth at the order's pharmacy", async () => {
    const { context, calls } = api({
      [`/api/order/${ORDER}/loyalty`]: ok({ order_id: ORDER, subtotal: 100_000, discount: 0, total: 100_000, points: part({}), coins: part({}), employee_coins: part({ max: 100_000, balance: 300_000 }) }),
      '/api/my/coin-available': ok({ ...notEmployee, is_employee: true, rupiah_per_coin: 1 }),
    });
    const loyalty = await loadCheckoutLoyalty(request(`/cart/checkout?order=${ORDER}`), context, Promise.resolve(7));
    expect(loyalty?.parts.map((p) => [p.currency, p.rupiah_per])).toEqual([
      ['points', null],
      ['customer', null],
      ['employee', 1],
    ]);
    expect(calls).toEqual([`/api/order/${ORDER}/loyalty`, '/api/my/coin-available?store_id=7']);
  });

  it('is null when the state cannot be read or the address names no order: checkout goes on without it', async () => {
    const { context } = api({});
    expect(await loadCheckoutLoyalty(request(`/cart/checkout?order=${ORDER}`), context, Promise.resolve(1))).toBeNull();
    const none = api({});
    expect(await loadCheckoutLoyalty(request('/cart/checkout?order=../x'), none.context, Promise.resolve(1))).toBeNull();
    expect(none.calls).toEqual([]);
  });
});

describe('loadCoinsHistory', () => {
  it('never asks for the employee history of someone who is not an employee', async () => {
    const coinMoves = { data: [], page: 3, perPage: 10, total: 21, lastPage: 3, balance: 35_000, expiring_soon: null };
    const { context, calls } = api({ '/api/my/coin-available-cust': ok(coins), '/api/my/coin-available': ok(notEmployee), '/api/my/coin-history': ok(coinMoves) });
    const page = await loadCoinsHistory(request('/profile/coins-history?page=2&coins_page=3'), context);
    expect(page).toEqual({ coins, coinHistory: coinMoves, employee: null });
    expect(calls).toContain('/api/my/coin-history?page=3&perPage=10');
    expect(calls.some((c) => c.startsWith('/api/my/employee-coin-history'))).toBe(false);
  });

  it("reads an employee's history at the address's page", async () => {
    const employee = { ...notEmployee, is_employee: true, balance: 250_000, monthly_allowance: 300_000, month: '2026-11', expires_at: '2026-11-30T17:00:00.000Z' };
    const moves = { data: [], page: 2, perPage: 10, total: 11, lastPage: 2, balance: 250_000, monthly_allowance: 300_000, expires_at: '2026-11-30T17:00:00.000Z' };
    const { context, calls } = api({ '/api/my/coin-available-cust': ok(coins), '/api/my/coin-available': ok(employee), '/api/my/employee-coin-history': ok(moves) });
    const page = await loadCoinsHistory(request('/profile/coins-history?page=2'), context);
    expect(page.employee).toEqual({ summary: employee, history: moves });
    expect(calls).toContain('/api/my/employee-coin-history?page=2&perPage=10');
  });
});
