import type { PaymentChannel } from '@apotek/contract/orders';
import type { WalletTransactionKind } from '@apotek/contract/wallet';

/**
 * The channels a top-up is offered on, restated from the contract (typed against it) to keep its schemas
 * out of the page. Not Mandiri: its bill payment needs the biller code beside the bill key, and a top-up
 * keeps only the key (wallet_top_ups has no biller_code column yet), so the customer could not pay it.
 */
export const TOP_UP_CHANNELS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_permata'] as const satisfies readonly PaymentChannel[];
export const HISTORY_KINDS = ['top_up', 'payment', 'refund', 'reversal', 'adjustment'] as const satisfies readonly WalletTransactionKind[];

/** The amounts offered as one tap; the free field takes any other. */
export const TOP_UP_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000] as const;

export function isTopUpChannel(value: string): value is PaymentChannel {
  return (TOP_UP_CHANNELS as readonly string[]).includes(value);
}

/**
 * Rupiah as people type them: "150000", "150.000", "Rp 150.000" or "150,000" are all 150000. Anything with
 * decimals, letters other than "Rp", or no digits is null (the form says so rather than guessing).
 */
export function parseRupiah(input: string): number | null {
  const text = input.trim().replace(/^rp\.?\s*/i, '').replace(/\s+/g, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(text)) return null;
  const value = Number(text.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The amount a top-up form asks for: the free amount when typed, else the chosen preset. */
export function topUpAmountFrom(fields: { preset: string; custom: string }): number | null {
  if (fields.custom.trim()) return parseRupiah(fields.custom);
  return parseRupiah(fields.preset);
}

export type TopUpProblem = 'amountMissing' | 'amountInvalid' | 'amountTooSmall' | 'amountOverRoom' | 'channelMissing';

/**
 * What the page can tell before asking the API: a missing or unreadable amount, under the minimum, more
 * than the balance cap leaves room for, or no channel. The API checks again (open top-ups, the monthly cap).
 */
export function topUpProblem(fields: { preset: string; custom: string; channel: string }, limits: { min: number; room: number }): TopUpProblem | null {
  if (!fields.custom.trim() && !fields.preset.trim()) return 'amountMissing';
  const amount = topUpAmountFrom(fields);
  if (amount === null) return 'amountInvalid';
  if (amount < limits.min) return 'amountTooSmall';
  if (amount > limits.room) return 'amountOverRoom';
  if (!isTopUpChannel(fields.channel)) return 'channelMissing';
  return null;
}

/** How much more the balance may take under its cap: top-ups still open count as if paid (the API counts them too). */
export function roomUnderCap(profile: { balance: number; balance_cap: number }, open = 0): number {
  return Math.max(0, profile.balance_cap - profile.balance - open);
}

export interface HistoryFilter {
  kind: WalletTransactionKind | null;
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): string | null => (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null);

/** The history's filters from the address (?kind=&from=&to=&page=); anything unreadable is left out. */
export function historyFilterFrom(params: URLSearchParams): HistoryFilter {
  const kind = params.get('kind') ?? '';
  let from = validDay(params.get('from'));
  let to = validDay(params.get('to'));
  // A range typed backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(params.get('page'));
  return {
    kind: (HISTORY_KINDS as readonly string[]).includes(kind) ? (kind as WalletTransactionKind) : null,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of one page of the history under the same filters. */
export function historyHref(filter: HistoryFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/wallet?${query}#history` : '/wallet#history';
}

const ORDER_ID = /^APT-[0-9A-Z]{10}$/;
const CLIENT_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The body of POST /api/wallet/pay-order from the confirm page's form, or null for a malformed one (the
 * page never posts one: a 400). An empty PIN goes as missing, so the API answers "required" in the page's
 * language; a PIN that is not six digits goes as typed, for the API's own message.
 */
export function payOrderBodyFrom(fields: { order: string; client_key: string; pin: string }): { order_id: string; client_key: string; pin?: string } | null {
  const orderId = fields.order.trim();
  if (!ORDER_ID.test(orderId) || !CLIENT_KEY.test(fields.client_key)) return null;
  const pin = fields.pin.trim();
  return { order_id: orderId, client_key: fields.client_key, ...(pin ? { pin } : {}) };
}

/** Which step of activation to show, from the wallet's status and whether this browser holds a registration token. */
export type RegistrationStep = 'phone' | 'otp' | 'pin' | 'done';

export function registrationStep(status: string, hasToken: boolean, changingNumber = false): RegistrationStep {
  if (status === 'active') return 'done';
  if (status === 'unregistered' || changingNumber) return 'phone';
  if (status === 'otp_verified' && hasToken) return 'pin';
  return 'otp';
}
