import type { LoyaltyTransactionKind, PaymentStatus, WalletTransactionKind } from '@apotek/contract';
import type { Generated } from 'kysely';

export type { LoyaltyTransactionKind, WalletTransactionKind };

/**
 * What an account counts (migration 0038; docs/decisions/032-points-and-coins.md): rupiah in the wallet,
 * loyalty points, Koin Apotek granted by the shop, employees' monthly coins. A transaction moves one.
 */
export const LEDGER_CURRENCIES = ['IDR', 'POINT', 'COIN', 'EMPLOYEE_COIN'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];
export type LoyaltyCurrency = Exclude<LedgerCurrency, 'IDR'>;

export const WALLET_ACCOUNT_KINDS = ['customer', 'shop_clearing', 'provider_receivable', 'refunds', 'adjustments', 'issued', 'redeemed', 'expired', 'written_off'] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNT_KINDS)[number];
/** The accounts without an owner: the other side of every customer movement. */
export type SystemAccountKind = Exclude<WalletAccountKind, 'customer'>;
/** The rupiah wallet's system accounts (the loyalty currencies have issued, redeemed, expired and written_off). */
export type WalletSystemAccountKind = 'shop_clearing' | 'provider_receivable' | 'refunds' | 'adjustments';

/** Movements of points and coins (earn, redeem, expire, grant, allowance) share reversal and adjustment with the wallet. */
export type LedgerTransactionKind = WalletTransactionKind | LoyaltyTransactionKind;

/** A ledger account with its cached balance (integer rupiah; PostgreSQL bigint reads back as a string). */
export interface WalletAccountsTable {
  id: Generated<number>;
  kind: WalletAccountKind;
  currency: Generated<LedgerCurrency>;
  user_id: number | null;
  balance: Generated<number | string>;
  allow_negative: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One movement of money; its entries sum to zero. */
export interface WalletTransactionsTable {
  id: Generated<number>;
  kind: LedgerTransactionKind;
  /** The currency of every account it touches (postTransaction refuses a mix). */
  currency: Generated<LedgerCurrency>;
  idempotency_key: string;
  /** The customer it concerns (for the history); null for movements between system accounts. */
  user_id: number | null;
  /** The customer-facing size of the movement, positive. */
  amount: number | string;
  order_ref: string | null;
  payment_ref: string | null;
  reverses_id: number | null;
  note: string | null;
  /** A clawback that found less than it was owed (points already spent): what it could not take back. */
  shortfall: Generated<number | string | null>;
  created_at: string;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number | string;
  created_at: string;
}

export type WalletProfileStatus = 'pending' | 'otp_verified' | 'active';

export interface WalletProfilesTable {
  id: Generated<number>;
  user_id: number;
  mobile_number: string;
  status: WalletProfileStatus;
  /** 1 once the customer's identity is verified (KYC); the higher balance cap applies. */
  verified: Generated<number>;
  pin_hash: string | null;
  pin_failures: Generated<number>;
  locked_until: string | null;
  otp_hash: string | null;
  otp_expires_at: string | null;
  otp_attempts: Generated<number>;
  otp_resend_after: string | null;
  registration_token_hash: string | null;
  activated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WalletPaymentTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** A top-up follows its charge; a top-up is never refunded (its credit is reversed in the ledger instead). */
export type TopUpStatus = Exclude<PaymentStatus, 'refunded'>;

export interface WalletTopUpsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_order_id: string;
  provider_ref: string;
  channel: string;
  amount: number | string;
  status: TopUpStatus;
  va_number: string | null;
  qris_payload: string | null;
  bank: string | null;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A credit of points or coins that is spent oldest first and may expire (earn, grant, allowance). */
export interface WalletLotsTable {
  id: Generated<number>;
  account_id: number;
  transaction_id: number;
  amount: number | string;
  remaining: number | string;
  /** What expiry has taken from it so far. */
  expired: Generated<number | string>;
  expires_at: string | null;
  created_at: string;
}

/** Which lots a debit took from, so its reversal gives back to the same lots. */
export interface WalletLotUsesTable {
  id: Generated<number>;
  transaction_id: number;
  lot_id: number;
  amount: number | string;
  created_at: string;
}

export interface WalletTables {
  wallet_accounts: WalletAccountsTable;
  wallet_transactions: WalletTransactionsTable;
  wallet_entries: WalletEntriesTable;
  wallet_profiles: WalletProfilesTable;
  wallet_payment_tokens: WalletPaymentTokensTable;
  wallet_top_ups: WalletTopUpsTable;
  wallet_lots: WalletLotsTable;
  wallet_lot_uses: WalletLotUsesTable;
}
