import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { voucherAction } from './voucher-actions.server';
import type { VoucherActionResult, VoucherIntent } from './voucher-intents';

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

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { request: new Request('http://shop.test/cart/checkout?order=APT-7K3M9Q2XH4', { method: 'POST', headers: { cookie: 'apotek_session=tok' } }), form };
}

async function run(intent: VoucherIntent, fields: Record<string, string>, status: number, body: unknown) {
  const { context, sent } = api(status, body);
  const { request, form } = post(fields);
  const answer = (await voucherAction(request, context, intent, form)) as unknown as { data: VoucherActionResult; init: ResponseInit | null };
  return { answer, sent };
}

const EMPTY = { applied: null, options: [], best_code: null, subtotal: 120_000, discount: 0 };

describe('voucherAction', () => {
  it('applies the typed code to the order and hands back its vouchers', async () => {
    const { answer, sent } = await run('voucher-apply', { order: 'APT-7K3M9Q2XH4', code: ' hemat10 ' }, 200, { status: 200, message: 'Voucher dipakai', data: { ...EMPTY, discount: 12_000 } });
    expect(sent).toEqual([{ path: '/api/order/APT-7K3M9Q2XH4/apply-voucher', method: 'POST', body: { code: 'hemat10' } }]);
    expect(answer.data).toMatchObject({ intent: 'voucher-apply', ok: true, message: 'Voucher dipakai', vouchers: { discount: 12_000 } });
  });

  it("passes a refused code's message on with the API's status, and no vouchers (the field then empties)", async () => {
    const { answer } = await run('voucher-apply', { order: 'APT-7K3M9Q2XH4', code: 'SALAH' }, 404, { status: 404, message: 'Voucher tidak ditemukan' });
    expect(answer.data).toEqual({ intent: 'voucher-apply', ok: false, message: 'Voucher tidak ditemukan' });
    expect(answer.init?.status).toBe(404);
  });

  it("says a malformed code in the field's own words", async () => {
    const { answer } = await run('voucher-apply', { order: 'APT-7K3M9Q2XH4', code: '!' }, 422, { status: 422, message: 'Data tidak valid', errors: { code: ['Kode voucher tidak valid'] } });
    expect(answer.data.message).toBe('Kode voucher tidak valid');
  });

  it('answers 503 "unavailable" when the API fails', async () => {
    const { answer } = await run('voucher-remove', { order: 'APT-7K3M9Q2XH4' }, 500, { status: 500, message: 'boom' });
    expect(answer.data).toEqual({ intent: 'voucher-remove', ok: false, unavailable: true });
    expect(answer.init?.status).toBe(503);
  });

  it('removes with DELETE', async () => {
    const { sent } = await run('voucher-remove', { order: 'APT-7K3M9Q2XH4' }, 200, { status: 200, message: 'Voucher dilepas', data: EMPTY });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/order/APT-7K3M9Q2XH4/apply-voucher']);
  });

  it('refuses a form without a valid order id, calling nothing', async () => {
    const { context, sent } = api(200, {});
    const { request, form } = post({ order: '../../api/admin', code: 'HEMAT10' });
    await expect(voucherAction(request, context, 'voucher-apply', form)).rejects.toMatchObject({ init: { status: 400 } });
    expect(sent).toEqual([]);
  });

  it('sends a guest who tries to save a voucher to sign in, coming back to the page', async () => {
    const { context } = api(401, { status: 401, message: 'Silakan masuk' });
    const { request, form } = post({ voucher: 'HEMAT10', redirectTo: '/promo/promo-akhir-tahun' });
    const thrown = await voucherAction(request, context, 'voucher-collect', form).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent('/promo/promo-akhir-tahun')}`);
  });

  it('never sends the guest back off the site: a foreign redirectTo becomes the page posted to', async () => {
    const { context } = api(401, { status: 401, message: 'Silakan masuk' });
    const { request, form } = post({ voucher: 'HEMAT10', redirectTo: '//evil.example' });
    const thrown = (await voucherAction(request, context, 'voucher-collect', form).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent('/cart/checkout')}`);
  });

  it('confirms a saved voucher for the snackbar', async () => {
    const view = {
      id: 1, code: 'HEMAT10', title: 'Hemat', description: '', target: 'items', discount_type: 'percent', discount_value: 10, max_discount: 25_000, min_spend: 50_000,
      valid_from: '2026-01-01T00:00:00.000Z', valid_to: '2027-01-01T00:00:00.000Z', quota_left: 10, per_user_limit: 3, new_customers_only: false, store_ids: [], category_ids: [],
      promotion: null, collected: true, uses_left: 3, availability: 'available',
    };
    const { answer, sent } = await run('voucher-collect', { voucher: 'HEMAT10' }, 200, { status: 200, message: 'Voucher disimpan ke Voucher Saya', data: view });
    expect(sent).toEqual([{ path: '/api/voucher/HEMAT10/collect', method: 'POST', body: undefined }]);
    expect(answer.data).toEqual({ intent: 'voucher-collect', ok: true, success: 'Voucher disimpan ke Voucher Saya', voucher: 'HEMAT10' });
  });
});
