import type { WalletTransaction } from '@apotek/contract';
import type { LedgerTransactionRow } from './ledger.repository.ts';

/** A movement as its owner sees it: the signed amount it made on their wallet. */
export function toWalletTransaction(row: LedgerTransactionRow, walletAmount: number): WalletTransaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: walletAmount,
    order_id: row.order_ref,
    payment_ref: row.payment_ref,
    reverses_id: row.reverses_id,
    created_at: row.created_at,
  };
}
