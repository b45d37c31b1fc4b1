import type { PaymentChannel, WalletTopUp, WalletTransaction, WalletTransactionKind } from '@apotek/contract';
import type { LedgerTransactionRow } from './ledger.repository.ts';
import type { TopUpRow } from './wallet.repository.ts';

/** A movement as its owner sees it: the signed amount it made on their wallet. */
export function toWalletTransaction(row: LedgerTransactionRow, walletAmount: number): WalletTransaction {
  return {
    id: row.id,
    // Only rupiah movements reach the wallet's views (listHistory filters IDR; payments are IDR by the CHECK).
    kind: row.kind as WalletTransactionKind,
    amount: walletAmount,
    order_id: row.order_ref,
    payment_ref: row.payment_ref,
    reverses_id: row.reverses_id,
    created_at: row.created_at,
  };
}

/** A top-up as its owner sees it; `qrisImage` (a PNG data URL) only where one top-up is shown. */
export function toWalletTopUp(row: TopUpRow, qrisImage: string | null = null): WalletTopUp {
  return {
    id: row.id,
    reference: row.provider_order_id,
    amount: Number(row.amount),
    channel: row.channel as PaymentChannel,
    status: row.status,
    va_number: row.va_number,
    qris_payload: row.qris_payload,
    qris_image: qrisImage,
    bank: row.bank,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    created_at: row.created_at,
  };
}
