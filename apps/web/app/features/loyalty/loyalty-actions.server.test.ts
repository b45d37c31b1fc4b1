import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loyaltyAction } from './loyalty-actions.server';
import type { LoyaltyActionResult, LoyaltyIntent } from './loyalty-intents';

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** A context whose API answers `status` with `body`, recording what was sent. */
function api(status: number, body: unknown) {
  const sent: Sent[] = [];
  const context = {
    publicUrl: 'http://shop.test',
    apiFetch: async (path: string, init: RequestInit = {}) => {
      sent.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  } as unknown as AppLoadContext;
  return { context, sent };
}

async function run(intent: LoyaltyIntent, fields: Record<string, string>, status: number, body: unknown) {
  const { context, sent } = api(status, body);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const request = new Request('http://shop.test/cart/checkout?order=APT-7K3M9Q2XH4', { method: 'POST', headers: { cookie: 'apotek_session=tok' } });
  const answer = (await loyaltyAction(request, context, intent, form)) as unknown as { data: LoyaltyActionResult; init: ResponseInit | null };
  return { answer, sent };
}

const PART = { applied: 0, discount: 0, max: 0, balance: 0 };
const STATE = { order_id: 'APT-7K3M9Q2XH4', subtotal: 120_000, discount: 201, total: 119_799, points: { ...PART, applied: 201, discount: 201, max: 201 }, coins: PART, employee_coins: null };
const ORDER = 'APT-7K3M9Q2XH4';

describe('loyaltyAction', () => {
  it('spends the amount of points on the order and hands back its loyalty state', async () => {
    const { answer, sent } = await run('points-apply', { order: ORDER, amount: '201' }, 200, { status: 200, message: 'Poin dipakai', data: STATE });
    expect(sent).toEqual([{ path: `/api/order/${ORDER}/apply-points`, method: 'POST', body: { points: 201 } }]);
    expect(answer.data).toMatchObject({ intent: 'points-apply', ok: true, message: 'Poin dipakai', loyalty: { discount: 201 } });
  });

  it('reads an amount typed the Indonesian way (1.500) as digits', async () => {
    const { sent } = await run('points-apply', { order: ORDER, amount: '1.500' }, 200, { status: 200, message: 'Poin dipakai', data: STATE });
    expect(sent[0]!.body).toEqual({ points: 1500 });
  });

  it('spends Koin Apotek or employee coins by the form\'s kind, customer unless it says employee', async () => {
    const customer = await run('coins-apply', { order: ORDER, amount: '5000', kind: 'anything' }, 200, { status: 200, message: 'Koin dipakai', data: STATE });
    expect(customer.sent[0]).toEqual({ path: `/api/order/${ORDER}/apply-coins`, method: 'POST', body: { coins: 5000, kind: 'customer' } });
    expect(customer.answer.data.kind).toBe('customer');
    const employee = await run('coins-apply', { order: ORDER, amount: '5000', kind: 'employee' }, 200, { status: 200, message: 'Koin dipakai', data: STATE });
    expect(employee.sent[0]!.body).toEqual({ coins: 5000, kind: 'employee' });
    expect(employee.answer.data.kind).toBe('employee');
  });

  it('takes points off with DELETE, and coins of one kind with DELETE ?kind=', async () => {
    const points = await run('points-remove', { order: ORDER }, 200, { status: 200, message: 'Poin dilepas', data: STATE });
    expect(points.sent.map((s) => `${s.method} ${s.path}`)).toEqual([`DELETE /api/order/${ORDER}/apply-points`]);
    const coins = await run('coins-remove', { order: ORDER, kind: 'employee' }, 200, { status: 200, message: 'Koin dilepas', data: STATE });
    expect(coins.sent.map((s) => `${s.method} ${s.path}`)).toEqual([`DELETE /api/order/${ORDER}/apply-coins?kind=employee`]);
  });

  it("says a refusal in the field's own words (over the balance, over what fits) with the API's status", async () => {
    const { answer } = await run('points-apply', { order: ORDER, amount: '999' }, 422, {
      status: 422,
      message: 'Data tidak valid',
      errors: { points: ['Poin Anda tidak mencukupi. Saldo Anda 201 poin'] },
    });
    expect(answer.data).toEqual({ intent: 'points-apply', ok: false, message: 'Poin Anda tidak mencukupi. Saldo Anda 201 poin' });
    expect(answer.init?.status).toBe(422);
  });

  it("passes a refusal without field errors on as the API's message (the order moved on)", async () => {
    const { answer } = await run('coins-remove', { order: ORDER }, 409, { status: 409, message: 'Poin dan koin hanya dapat diubah sebelum pesanan dikonfirmasi' });
    expect(answer.data).toEqual({ intent: 'coins-remove', kind: 'customer', ok: false, message: 'Poin dan koin hanya dapat diubah sebelum pesanan dikonfirmasi' });
    expect(answer.init?.status).toBe(409);
  });

  it('answers 503 "unavailable" when the API fails', async () => {
    const { answer } = await run('points-remove', { order: ORDER }, 500, { status: 500, message: 'boom' });
    expect(answer.data).toEqual({ intent: 'points-remove', ok: false, unavailable: true });
    expect(answer.init?.status).toBe(503);
  });

  it('refuses a form without a valid order id, calling nothing', async () => {
    const { context, sent } = api(200, {});
    const form = new FormData();
    form.set('order', '../../api/admin');
    form.set('amount', '10');
    const request = new Request('http://shop.test/cart/checkout', { method: 'POST' });
    await expect(loyaltyAction(request, context, 'points-apply', form)).rejects.toMatchObject({ init: { status: 400 } });
    expect(sent).toEqual([]);
  });
});
