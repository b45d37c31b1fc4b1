import type { Generated } from 'kysely';

export type RedemptionState = 'held' | 'consumed' | 'released';

/**
 * What one order takes of one approved prescription item (migration 0027): held while the order is
 * unpaid, consumed when it is paid, released when it expires or is cancelled.
 */
export interface PrescriptionRedemptionsTable {
  id: Generated<number>;
  prescription_id: number;
  prescription_item_id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  state: RedemptionState;
  created_at: string;
  consumed_at: string | null;
  released_at: string | null;
}

export interface RedemptionTables {
  prescription_redemptions: PrescriptionRedemptionsTable;
}
