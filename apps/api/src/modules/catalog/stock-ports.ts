import { type AuditAction, type AuditEntity, ORDER_STATUSES, type OrderStatus, type Role } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/** One console write as the audit log keeps it (the audit module's AuditRecord, restated: ADR 014). */
export interface StockAuditRecord {
  actorUserId: number;
  actorPublicId: string;
  actorRole: Role;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/**
 * What the stock screen needs of other modules, handed over in app.ts (ADR 014: a module imports no
 * other module): who a pharmacist works for, the audit log's writer, the orders module's rule of which
 * states hold stock, and names of users.
 */
export interface StockPortSources {
  staffPharmacyOf(db: Executor, userId: number): Promise<number | undefined>;
  /** The orders module's rule: whether cancelling from `from` puts units back on the shelf. */
  releasesStock(from: OrderStatus, to: OrderStatus): boolean;
  findUserById(db: Executor, id: number): Promise<{ id: number; name: string } | undefined>;
  recordAudit(trx: Executor, record: StockAuditRecord): Promise<void>;
}

export interface StockPorts {
  staffPharmacyOf(db: Executor, userId: number): Promise<number | undefined>;
  pharmacies(db: Executor): Promise<{ id: number; name: string }[]>;
  /** Units in orders of this pharmacy that are off the shelf but not handed over (cancelling returns them). */
  reservedUnits(db: Executor, pharmacyId: number, productIds: readonly number[]): Promise<Map<number, number>>;
  actorNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>>;
  audit(trx: Executor, record: StockAuditRecord): Promise<void>;
}

/**
 * The ports from their sources. Two reads stay here as plain queries of other modules' tables, read-only:
 * the pharmacies' names and the units in orders by state (the orders module exports no per-pharmacy count;
 * its rule of which states hold stock is used, not restated). docs/decisions/040-stock-ledger.md.
 */
export function stockPorts(sources: StockPortSources): StockPorts {
  const reserving = ORDER_STATUSES.filter((s) => sources.releasesStock(s, 'cancelled'));
  return {
    staffPharmacyOf: sources.staffPharmacyOf,
    audit: sources.recordAudit,
    pharmacies: (db) => db.selectFrom('pharmacies').select(['id', 'name']).orderBy('id').execute(),
    async reservedUnits(db, pharmacyId, productIds) {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select((eb) => ['i.product_id', eb.fn.sum<number | string>('i.quantity').as('units')])
        .where('o.store_id', '=', pharmacyId)
        .where('o.status', 'in', reserving)
        .where('i.product_id', 'in', [...productIds])
        .groupBy('i.product_id')
        .execute();
      return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
    },
    async actorNames(db, userIds) {
      const users = await Promise.all([...new Set(userIds)].map((id) => sources.findUserById(db, id)));
      return new Map(users.flatMap((u) => (u ? [[u.id, u.name] as const] : [])));
    },
  };
}
