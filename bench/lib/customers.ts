import { inPool } from './concurrency.ts';
import { call, expectStatus } from './http.ts';

/**
 * Customers made the way a person makes one: register, read the OTP the sandbox "sent" from
 * GET /api/dev/outbox, confirm it and keep the session token.
 *
 * Registration is limited to 10 an hour per client address (ARCHITECTURE §6). The bench does not lower
 * that: it starts the API with TRUST_PROXY=loopback, the supported setting for a reverse proxy on the
 * same host, and sends each customer from its own X-Forwarded-For address in 198.18.0.0/15, the range
 * RFC 2544 sets aside for benchmarks.
 */

export interface Customer {
  index: number;
  email: string;
  phone: string;
  token: string;
  ip: string;
}

/** The bench's server runs as production does (NODE_ENV=production), where the sandbox tools are off unless asked for. */
export const BENCH_SERVER_ENV = { TRUST_PROXY: 'loopback', SANDBOX_TOOLS: 'local' } as const;

/** Every bench customer's password: one the password policy accepts. */
export const BENCH_PASSWORD = 'Kopi-Tubruk-2026';

function ipOf(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

async function signUp(base: string, tag: string, index: number): Promise<Customer> {
  const ip = ipOf(index);
  const headers = { 'x-forwarded-for': ip };
  // 0813 (Telkomsel) + 4 digits of the pid + 4 of the index: valid, and unique within a run.
  const local = `0813${String(process.pid % 10_000).padStart(4, '0')}${String(index).padStart(4, '0')}`;
  const phone = `+62${local.slice(1)}`;
  const email = `bench.${tag}.${index}.${process.pid}@contoh.co.id`;
  const password = BENCH_PASSWORD;
  const reg = await call<{ otp_id: string }>(base, 'POST', '/api/register', {
    headers,
    body: { name: `Pembeli ${index}`, email, phone: local, password, password_confirmation: password, consent: true },
  });
  const { otp_id } = expectStatus(reg, `register ${email}`, 200);
  // The outbox answers this machine only (SANDBOX_TOOLS=local), so it is read without the customer's address.
  const outbox = await call<Array<{ body: string }>>(base, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(phone)}`);
  const code = expectStatus(outbox, 'outbox', 200)[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
  const confirm = await call<{ authentication?: { token: string } }>(base, 'POST', '/api/confirm-otp', { headers, body: { otp_id, code } });
  const token = expectStatus(confirm, `confirm-otp ${email}`, 200).authentication?.token;
  if (!token) throw new Error(`confirm-otp ${email}: no token`);
  return { index, email, phone, token, ip };
}

/** `count` verified customers; `tag` keeps their e-mails apart from other benches' in the same database. */
export function signUpCustomers(base: string, count: number, tag: string, concurrency = 16): Promise<Customer[]> {
  return inPool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    (i) => signUp(base, tag, i),
  );
}
