import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';
import { paymentChannel } from './orders.ts';
import { indonesianPhone } from './rules/phone.ts';

/** A wallet PIN: six digits. Message: `{field} harus 6 digit angka`. */
export const walletPin = () => z.string().trim().min(1).refine((v) => /^\d{6}$/.test(v), { params: { rule: 'pin' } });

export const WALLET_TRANSACTION_KINDS = ['top_up', 'payment', 'refund', 'reversal', 'adjustment'] as const;
export const walletTransactionKind = z.enum(WALLET_TRANSACTION_KINDS);
export type WalletTransactionKind = z.infer<typeof walletTransactionKind>;

export const WALLET_STATUSES = ['unregistered', 'pending', 'otp_verified', 'active'] as const;
export const walletStatus = z.enum(WALLET_STATUSES);

/** The wallet as its owner sees it (SPEC §3 "balance profile"). Money is integer rupiah. */
export const walletProfile = z.object({
  status: walletStatus,
  mobile_number: z.string().nullable(),
  verified: z.boolean(),
  balance: z.number().int(),
  balance_cap: z.number().int(),
  monthly_incoming_cap: z.number().int(),
  incoming_this_month: z.number().int(),
  locked_until: z.string().nullable(),
  /** The rules as configured (Bank Indonesia's caps for both kinds of account, the smallest top-up, PIN tries), for the guide and the forms. */
  limits: z.object({
    balance_cap_unverified: z.number().int(),
    balance_cap_verified: z.number().int(),
    monthly_incoming_cap: z.number().int(),
    min_top_up: z.number().int(),
    pin_max_attempts: z.number().int(),
  }),
});
export type WalletProfile = z.infer<typeof walletProfile>;
export const walletProfileResponse = envelope(walletProfile);

/** POST /api/wallet/pre-registration: the number must be the account's own phone. */
export const preRegistrationBody = z.object({ mobile_number: indonesianPhone() });

export const walletOtp = z.object({ destination: z.string(), expires_at: z.string(), resend_after: z.number().int() });
export const walletOtpResponse = envelope(walletOtp);

export const validateOtpBody = z.object({ code: z.string().trim().min(1).refine((v) => /^\d{6}$/.test(v), { params: { rule: 'otp' } }) });
export const validateOtpResponse = envelope(z.object({ registration_token: z.string() }));

export const confirmRegistrationBody = z
  .object({ registration_token: z.string().min(1).max(200), pin: walletPin(), pin_confirmation: z.string().min(1).max(20) })
  .refine((b) => b.pin === b.pin_confirmation, { path: ['pin_confirmation'], params: { rule: 'passwordConfirmation' } });

/** GET /api/wallet/payment-token: the PIN travels in the X-Wallet-Pin header, never in a URL that gets logged. */
export const paymentTokenResponse = envelope(z.object({ payment_token: z.string(), expires_at: z.string() }));

export const walletTransaction = z.object({
  id: z.number().int(),
  kind: walletTransactionKind,
  /** Signed: what it did to the wallet's balance. */
  amount: z.number().int(),
  order_id: z.string().nullable(),
  payment_ref: z.string().nullable(),
  reverses_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** POST /api/wallet/pay-order: `client_key` makes a double tap pay once. PIN or a payment token. */
export const payOrderBody = z.object({
  order_id: z.string().trim().regex(/^APT-[0-9A-Z]{10}$/),
  client_key: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_.:-]+$/),
  pin: walletPin().optional(),
  payment_token: z.string().min(1).max(200).optional(),
});
export const payOrderResponse = envelope(z.object({ order_id: z.string(), transaction: walletTransaction, balance: z.number().int(), replayed: z.boolean() }));

/** POST /api/wallet/report-transaction: history, newest first; dates are Asia/Jakarta calendar days. */
export const reportTransactionBody = pagingQuery.extend({
  kind: z.union([walletTransactionKind, z.array(walletTransactionKind).max(5)]).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export const reportTransactionResponse = envelope(page(walletTransaction));

/** POST /api/wallet/top-up (not in SPEC §7; docs/decisions/028): a QRIS or VA charge that credits once paid. */
export const topUpBody = z.object({ amount: z.coerce.number().int().min(1).max(1_000_000_000), channel: paymentChannel });
export const TOP_UP_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'failed'] as const;
export const topUpStatus = z.enum(TOP_UP_STATUSES);
export const walletTopUp = z.object({
  id: z.number().int(),
  /** The provider's order id (TOPUP-…): the reference a customer quotes, and the history's payment_ref. */
  reference: z.string(),
  amount: z.number().int(),
  channel: paymentChannel,
  status: topUpStatus,
  va_number: z.string().nullable(),
  qris_payload: z.string().nullable(),
  /** The QR code as a PNG data URL; only on the top-up itself (POST, GET by id), null in lists. */
  qris_image: z.string().nullable(),
  bank: z.string().nullable(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type WalletTopUp = z.infer<typeof walletTopUp>;
export const topUpResponse = envelope(walletTopUp);

/** GET /api/wallet/top-up/{id} (not in SPEC §7; the instruction page's top-up). */
export const topUpIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** GET /api/wallet/top-up: the customer's top-ups, newest first, optionally of one status. */
export const topUpsQuery = pagingQuery.extend({ status: topUpStatus.optional() });
export const topUpsResponse = envelope(page(walletTopUp));
