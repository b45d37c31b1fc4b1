import { z } from 'zod';
import { ROLES } from './constants.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

/**
 * The console audit log (issue 10): every decision staff make in the console, with who made it, when, and
 * the record before and after. Written in the decision's own transaction, so a decision without its entry
 * (or an entry without its decision) cannot exist. Admins and auditors read it (scope audit:read); nobody
 * can change it.
 */
export const AUDIT_ENTITIES = ['order', 'prescription', 'user', 'product', 'category', 'brand', 'stock'] as const;
export const auditEntity = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof auditEntity>;

/**
 * What was decided. Orders: the console's moves (`order.transition` carries the target status in `after`),
 * the pick-up hand-over and a raised delivery issue. Prescriptions: the pharmacist's review decisions.
 */
export const AUDIT_ACTIONS = [
  'order.transition',
  'order.pickup_handover',
  'order.delivery_issue',
  'prescription.review',
  'prescription.approve',
  'prescription.reject',
  'prescription.clarify',
  // Issue 15: people, the catalogue and the stock.
  'user.role',
  'user.block',
  'user.unblock',
  'product.create',
  'product.update',
  'product.archive',
  'product.import',
  'category.create',
  'category.update',
  'category.delete',
  'brand.create',
  'brand.update',
  'brand.delete',
  'stock.adjust',
  'stock.receive',
  'stock.threshold',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A day (`2025-11-21`, read as UTC) or an instant with its offset. */
const instantOrDay = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const auditQuery = pagingQuery.extend({
  entity: auditEntity.optional(),
  /** The entity's public id (an order's APT-…, a prescription's id). */
  entity_id: z.string().trim().min(1).max(64).optional(),
  /** The acting user's public id. */
  actor: z.string().trim().min(1).max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** From this instant on; a day means its start (UTC). */
  from: instantOrDay.optional(),
  /** Up to this instant; a day means up to its end (UTC), so from=to=one day lists that day. */
  to: instantOrDay.optional(),
});
export type AuditQuery = z.output<typeof auditQuery>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null when the account was deleted since; `role` is the role the actor acted in. */
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.enum(ROLES) }),
  action: z.string(),
  entity: auditEntity,
  entity_id: z.string(),
  before: snapshot,
  after: snapshot,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResponse = envelope(page(auditEntry));
