import type { Generated } from 'kysely';
import type { StockMovementKind, StockReason } from '@apotek/contract';

/**
 * Tables of issue 15 (stock; docs/decisions/040-stock-ledger.md). `product_stock.quantity` stays the
 * sellable figure checkout reserves against; the ledger explains every change of it.
 */

/** One change of a pharmacy's sellable units of a product; rows are only ever inserted. */
export interface StockMovementsTable {
  id: Generated<number>;
  pharmacy_id: number;
  product_id: number;
  kind: StockMovementKind;
  reason: StockReason | null;
  /** Signed change of product_stock.quantity. */
  quantity: number;
  /** product_stock.quantity right after this change. */
  balance_after: number;
  batch_id: number | null;
  actor_user_id: number | null;
  note: string | null;
  created_at: string;
}

/** A received batch: its number, expiry (a day) and the units of it still on the shelf. */
export interface StockBatchesTable {
  id: Generated<number>;
  pharmacy_id: number;
  product_id: number;
  batch_no: string;
  expires_on: string;
  received_quantity: number;
  remaining: number;
  received_at: string;
  received_by: number | null;
}

/** A pharmacy's own low-stock threshold for a product (else DEFAULT_LOW_STOCK_THRESHOLD). */
export interface StockThresholdsTable {
  pharmacy_id: number;
  product_id: number;
  threshold: number;
  updated_at: string;
}

export interface StockLedgerTables {
  stock_movements: StockMovementsTable;
  stock_batches: StockBatchesTable;
  stock_thresholds: StockThresholdsTable;
}
