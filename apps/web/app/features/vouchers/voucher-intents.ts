import type { OrderVouchers } from '@apotek/contract/vouchers';

/**
 * The voucher writes, as `intent` values (ADR 012): saving one to "Voucher Saya" posts to the page showing
 * it (a promotion, the voucher pages); applying and removing one post to checkout's own action.
 */
export const VOUCHER_INTENTS = ['voucher-collect', 'voucher-apply', 'voucher-remove'] as const;
export type VoucherIntent = (typeof VOUCHER_INTENTS)[number];

export function isVoucherIntent(value: unknown): value is VoucherIntent {
  return typeof value === 'string' && (VOUCHER_INTENTS as readonly string[]).includes(value);
}

export interface VoucherActionResult {
  intent: VoucherIntent;
  ok: boolean;
  /** The API's refusal (or, for apply and remove, its confirmation), already in the page's language. */
  message?: string;
  /** A saved voucher's confirmation, for the snackbar (useActionNotice). */
  success?: string;
  unavailable?: boolean;
  /** Apply and remove: the order's vouchers as they stand after the write. */
  vouchers?: OrderVouchers;
  /** The voucher saved or refused (collect), to tell which button answered. */
  voucher?: string;
}
