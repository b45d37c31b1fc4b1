import type { ProductSummary } from '@apotek/contract/catalog';
import { isSellableOnline, needsPrescriptionByClass } from '@apotek/contract/catalog-vocabulary';

/** The e-prescription's limits (the contract's ePrescriptionBody: 1–20 lines, quantity 1–100, signa 2–200). */
export const RX_MAX_LINES = 20;
export const RX_MAX_QUANTITY = 100;
export const RX_SIGNA_MIN = 2;
export const RX_SIGNA_MAX = 200;

export type RxProduct = Pick<ProductSummary, 'id' | 'name' | 'drug_class' | 'sellable_online' | 'packaging'>;

export interface RxLine {
  product: RxProduct;
  quantity: number;
  signa: string;
}

/**
 * What the writer says beside a product, from the drug-class rules (ARCHITECTURE §4; the contract's
 * prescribingNotice, restated here on the zod-free vocabulary): `not_online` cannot be prescribed here at
 * all — the API refuses it —, `needs_prescription` is obat keras, bought only through this prescription.
 */
export type RxNotice = 'not_online' | 'needs_prescription' | null;

export function rxNotice(product: Pick<RxProduct, 'drug_class' | 'sellable_online'>): RxNotice {
  if (!product.sellable_online || !isSellableOnline(product.drug_class)) return 'not_online';
  return needsPrescriptionByClass(product.drug_class) ? 'needs_prescription' : null;
}

export type AddOutcome = { lines: RxLine[]; refused: null } | { lines: RxLine[]; refused: 'not_online' | 'full' | 'twice' };

/** Adds a product as a new line of quantity 1; a product already there, one not sold online, or a 21st line is refused. */
export function addLine(lines: readonly RxLine[], product: RxProduct): AddOutcome {
  if (rxNotice(product) === 'not_online') return { lines: [...lines], refused: 'not_online' };
  if (lines.some((l) => l.product.id === product.id)) return { lines: [...lines], refused: 'twice' };
  if (lines.length >= RX_MAX_LINES) return { lines: [...lines], refused: 'full' };
  const { id, name, drug_class, sellable_online, packaging } = product;
  return { lines: [...lines, { product: { id, name, drug_class, sellable_online, packaging }, quantity: 1, signa: '' }], refused: null };
}

/** A typed quantity within 1…RX_MAX_QUANTITY (anything unreadable is 1). */
export function clampQuantity(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(RX_MAX_QUANTITY, Math.max(1, n)) : 1;
}

/** Why the lines cannot be sent yet: none, or a line whose signa is too short. */
export function linesProblem(lines: readonly RxLine[]): 'empty' | 'signa' | null {
  if (lines.length === 0) return 'empty';
  return lines.some((l) => l.signa.trim().length < RX_SIGNA_MIN) ? 'signa' : null;
}

/** POST /api/consultation/{id}/prescription's body. */
export function rxBody(lines: readonly RxLine[], notes: string): { items: { product_id: number; quantity: number; signa: string }[]; notes?: string } {
  const text = notes.trim();
  return { items: lines.map((l) => ({ product_id: l.product.id, quantity: clampQuantity(l.quantity), signa: l.signa.trim() })), ...(text ? { notes: text } : {}) };
}
