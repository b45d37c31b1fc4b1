import type { Executor } from '../../apps/api/src/db/database.ts';
import type { Customer } from './customers.ts';
import { call, expectStatus } from './http.ts';

/** The wallet as a customer activates and funds it over HTTP (docs/decisions/028-wallet-ledger.md). */

/** Pre-registration, the SMS OTP read from the sandbox outbox, and the PIN. */
export async function activateWallet(base: string, c: Customer, pin: string): Promise<void> {
  expectStatus(await call(base, 'POST', '/api/wallet/pre-registration', { token: c.token, body: { mobile_number: c.phone } }), 'pre-registration', 200);
  expectStatus(await call(base, 'POST', '/api/wallet/get-otp', { token: c.token }), 'get-otp', 200);
  const outbox = expectStatus(await call<Array<{ body: string }>>(base, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(c.phone)}`), 'outbox', 200);
  const code = outbox.find((m) => /dompet|wallet/i.test(m.body))?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no wallet OTP in the outbox');
  const { registration_token } = expectStatus(await call<{ registration_token: string }>(base, 'POST', '/api/wallet/validate-otp', { token: c.token, body: { code } }), 'validate-otp', 200);
  expectStatus(await call(base, 'POST', '/api/wallet/confirm-registration', { token: c.token, body: { registration_token, pin, pin_confirmation: pin } }), 'confirm-registration', 200);
}

/** Opens a VA top-up charge and answers the sandbox's reference to pay it by. */
export async function openTopUp(base: string, db: Executor, c: Customer, amount: number): Promise<{ id: number; providerRef: string; providerOrderId: string }> {
  const { id } = expectStatus(await call<{ id: number }>(base, 'POST', '/api/wallet/top-up', { token: c.token, body: { amount, channel: 'va_bca' } }), 'top-up', 200);
  const row = await db.selectFrom('wallet_top_ups').select(['provider_ref', 'provider_order_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id, providerRef: row.provider_ref, providerOrderId: row.provider_order_id };
}

/** Tops up through the sandbox (a VA charge paid as the bank would) and waits for the webhook to credit it. */
export async function fundWallet(base: string, db: Executor, c: Customer, amount: number): Promise<void> {
  const { providerRef } = await openTopUp(base, db, c, amount);
  expectStatus(await call(base, 'POST', `/api/dev/payments/${providerRef}/pay`, { body: {} }), 'sandbox pay', 200);
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const balance = expectStatus(await call<{ balance: number }>(base, 'GET', '/api/wallet/get-balance', { token: c.token }), 'balance', 200).balance;
    if (balance >= amount) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the top-up was not credited within 20 s');
}
