import type { Generated } from 'kysely';
import type { PaymentProvider } from './payment-gateway.ts';

/** What became of a charge the shop meant to make: written by reconciliation, never by the checkout. */
export type ChargeIntentOutcome =
  /** An order's payment row references it: the normal case. */
  | 'committed'
  /** The provider never made it (the request did not arrive). */
  | 'absent'
  /** Orphaned and still open at the provider: cancelled there. */
  | 'cancelled'
  /** Orphaned and already ended at the provider (expired, cancelled, failed). */
  | 'closed'
  /** Orphaned and paid by the customer: the money was sent back. */
  | 'refunded'
  /** Orphaned and paid, and the provider refuses the refund (e.g. a bank transfer at Midtrans): a person must. */
  | 'refund_manual';

/**
 * One row per charge, written in its own committed transaction before the provider is asked, so a charge
 * made at the provider whose order transaction never committed is still known to the shop.
 */
export interface ChargeIntentsTable {
  id: Generated<number>;
  provider: PaymentProvider;
  provider_order_id: string;
  amount: number;
  created_at: string;
  resolved_at: string | null;
  outcome: ChargeIntentOutcome | null;
  /** The last reason reconciliation could not finish with it (provider unreachable, refund refused). */
  last_error: string | null;
}

// A type alias (not an interface) so Kysely's withTables<> accepts it, as with the sandbox's tables.
export type ChargeIntentsTables = {
  charge_intents: ChargeIntentsTable;
};
