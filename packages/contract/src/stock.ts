import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';

/**
 * Stock per pharmacy in the console (issue 15; docs/decisions/040-stock-ledger.md): every change of a
 * pharmacy's sellable stock is a row of the stock-movement ledger, receipts carry a batch and its expiry,
 * and the pharmacist picks first-expiry-first-out.
 */

/** Why a pharmacist changes stock by hand. */
export const STOCK_REASONS = ['received', 'damaged', 'expired', 'count_correction'] as const;
export const stockReason = z.enum(STOCK_REASONS);
export type StockReason = z.infer<typeof stockReason>;

/**
 * What a ledger row records: the opening balance (stock that existed before the ledger: the seed, the
 * migration), a receipt of a batch, a sale (units into an order at checkout), a cancel/return (units back
 * when the order is cancelled or expires) and a manual adjustment with its reason.
 */
export const STOCK_MOVEMENT_KINDS = ['opening', 'receipt', 'sale', 'cancel', 'adjustment'] as const;
export const stockMovementKind = z.enum(STOCK_MOVEMENT_KINDS);
export type StockMovementKind = z.infer<typeof stockMovementKind>;

/** Below this many units on the shelf a product is low, unless the pharmacy set its own threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** A batch expiring within this many days is flagged near expiry. */
export const NEAR_EXPIRY_DAYS = 90;
export const STOCK_LIMITS = { quantity: 99_999, threshold: 99_999, batchNo: 40, note: 300, search: 100 } as const;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** `1`/`true` from a query string. */
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const STOCK_SORTS = ['name', 'on_hand'] as const;

/** GET /api/console/stock: a pharmacist sees their own pharmacy; an admin picks one (default: the first). */
export const stockListQuery = pagingQuery.extend({
  pharmacy_id: id.optional(),
  q: z.string().trim().max(STOCK_LIMITS.search).optional(),
  low: flag.optional(),
  sort: z.enum(STOCK_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type StockListQuery = z.output<typeof stockListQuery>;

export const stockPharmacyQuery = z.object({ pharmacy_id: id.optional() });
export const stockProductParams = z.object({ product_id: id });

export const stockPharmacy = z.object({ id: z.number().int(), name: z.string() });

export const stockRow = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  /** Units on the shelf that can still be sold (product_stock). */
  on_hand: z.number().int(),
  /** Units off the shelf in orders not yet handed over (checkout … ready for pick-up). */
  reserved: z.number().int(),
  threshold: z.number().int(),
  /** Whether the pharmacy set the threshold (else DEFAULT_LOW_STOCK_THRESHOLD). */
  threshold_set: z.boolean(),
  low: z.boolean(),
  /** The earliest expiry among batches with units left, or null. */
  next_expiry: z.string().nullable(),
  /** Units left in batches already expired: to be written off, never picked. */
  expired_units: z.number().int(),
  near_expiry: z.boolean(),
});
export type StockRow = z.infer<typeof stockRow>;

export const stockListResponse = envelope(
  page(stockRow).extend({
    pharmacy: stockPharmacy,
    /** The pharmacies this user may pick: one for a pharmacist, all for an admin. */
    pharmacies: z.array(stockPharmacy),
    /** Products of this pharmacy at or below their threshold (the console's badge). */
    low_count: z.number().int(),
  }),
);

export const stockBatch = z.object({
  id: z.number().int(),
  batch_no: z.string(),
  expires_on: z.string(),
  received: z.number().int(),
  remaining: z.number().int(),
  received_at: z.string(),
  expired: z.boolean(),
  near_expiry: z.boolean(),
  /** 1 for the batch to pick first, 2 next…; null for an expired or empty batch (never picked). */
  pick_order: z.number().int().nullable(),
});
export type StockBatch = z.infer<typeof stockBatch>;

/** One step of a pick: take `quantity` from a batch (null: stock received before batches were recorded). */
export const stockPick = z.object({
  batch_id: z.number().int().nullable(),
  batch_no: z.string().nullable(),
  expires_on: z.string().nullable(),
  quantity: z.number().int(),
  near_expiry: z.boolean(),
});
export type StockPick = z.infer<typeof stockPick>;

/** GET /api/console/stock/{product_id}?quantity=: the row, its batches FEFO and the pick for `quantity`. */
export const stockDetailQuery = stockPharmacyQuery.extend({ quantity: z.coerce.number().int().min(1).max(STOCK_LIMITS.quantity).default(1) });
export const stockDetail = z.object({
  pharmacy: stockPharmacy,
  row: stockRow,
  batches: z.array(stockBatch),
  /** Units without a batch (received before batches were recorded), picked first. */
  unbatched: z.number().int(),
  pick: z.object({ quantity: z.number().int(), steps: z.array(stockPick), short: z.number().int() }),
});
export type StockDetail = z.infer<typeof stockDetail>;
export const stockDetailResponse = envelope(stockDetail);

export const stockMovement = z.object({
  id: z.number().int(),
  kind: stockMovementKind,
  reason: stockReason.nullable(),
  /** Signed change of the units on the shelf. */
  quantity: z.number().int(),
  balance_after: z.number().int(),
  batch_no: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const stockMovementsQuery = pagingQuery.extend({ pharmacy_id: id.optional() });
export const stockMovementsResponse = envelope(page(stockMovement));

const note = z.string().trim().max(STOCK_LIMITS.note).optional();

/** POST /api/console/stock/{product_id}/adjust: a signed change with its reason; never below zero. */
export const stockAdjustBody = z.object({
  pharmacy_id: id.optional(),
  quantity: z.coerce
    .number()
    .int()
    .min(-STOCK_LIMITS.quantity)
    .max(STOCK_LIMITS.quantity)
    .refine((n) => n !== 0, { params: { rule: 'required' } }),
  reason: stockReason,
  /** Take the units from this batch (a damaged or expired batch); else from unbatched units, then FEFO. */
  batch_id: id.optional(),
  note,
});
export type StockAdjustBody = z.output<typeof stockAdjustBody>;

/** POST /api/console/stock/{product_id}/receive: a delivery of one batch. */
export const stockReceiveBody = z.object({
  pharmacy_id: id.optional(),
  quantity: z.coerce.number().int().min(1).max(STOCK_LIMITS.quantity),
  batch_no: z.string().trim().min(1).max(STOCK_LIMITS.batchNo).regex(/^[A-Za-z0-9./-]+$/),
  expires_on: z.iso.date(),
  note,
});
export type StockReceiveBody = z.output<typeof stockReceiveBody>;

/** PUT /api/console/stock/{product_id}/threshold: null goes back to the default. */
export const stockThresholdBody = z.object({
  pharmacy_id: id.optional(),
  threshold: z.coerce.number().int().min(0).max(STOCK_LIMITS.threshold).nullable(),
});
export type StockThresholdBody = z.output<typeof stockThresholdBody>;

/** What a write answers: the product's row after it. */
export const stockRowResponse = envelope(stockRow);
