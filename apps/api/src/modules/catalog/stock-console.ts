import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  NEAR_EXPIRY_DAYS,
  type StockAdjustBody,
  type StockBatch,
  type StockDetail,
  type StockListQuery,
  type StockMovement,
  type StockPick,
  type StockReceiveBody,
  type StockRow,
  type StockThresholdBody,
} from '@apotek/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, forbidden, notFound } from '../../platform/api-error.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { changeQuantity, dayOf, ensureOpening, recordMovement, takeFromBatches } from './stock-ledger.ts';
import type { StockPorts } from './stock-ports.ts';

export interface StockConsoleDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: Pick<EventBus, 'publish'>;
  ports: StockPorts;
}

type Pharmacy = { id: number; name: string };

function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

/**
 * The console's stock screen (issue 15; docs/decisions/040-stock-ledger.md): a pharmacist works on their own
 * pharmacy (pharmacy_staff), an admin on any. Writes are one transaction each: the conditional change of the
 * shelf, its ledger row, the batch, the audit entry; after commit the bus tells the catalogue.
 */
export class StockConsole {
  constructor(private readonly deps: StockConsoleDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** The pharmacy this call is about, and those the user may pick. */
  async pharmacyFor(user: AuthUser, requested: number | undefined): Promise<{ pharmacy: Pharmacy; pharmacies: Pharmacy[] }> {
    const { db, ports } = this.deps;
    const all = await ports.pharmacies(db);
    if (user.role === 'admin') {
      const pharmacy = requested === undefined ? all[0] : all.find((p) => p.id === requested);
      if (!pharmacy) throw notFound();
      return { pharmacy, pharmacies: all };
    }
    const own = await ports.staffPharmacyOf(db, user.id);
    if (own === undefined) throw new ApiError(403, 'noPharmacy');
    if (requested !== undefined && requested !== own) throw forbidden();
    const pharmacy = all.find((p) => p.id === own);
    if (!pharmacy) throw new ApiError(403, 'noPharmacy');
    return { pharmacy, pharmacies: [pharmacy] };
  }

  private rowsQuery(db: Executor, pharmacyId: number, today: string) {
    return db
      .selectFrom('products as p')
      .leftJoin('product_stock as s', (j) => j.onRef('s.product_id', '=', 'p.id').on('s.pharmacy_id', '=', pharmacyId))
      .leftJoin('stock_thresholds as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.pharmacy_id', '=', pharmacyId))
      .select((eb) => [
        'p.id',
        'p.slug',
        'p.name',
        'p.name_en',
        eb.fn.coalesce('s.quantity', eb.lit(0)).as('on_hand'),
        't.threshold',
        eb
          .selectFrom('stock_batches as b')
          .select((b) => b.fn.min('b.expires_on').as('e'))
          .whereRef('b.product_id', '=', 'p.id')
          .where('b.pharmacy_id', '=', pharmacyId)
          .where('b.remaining', '>', 0)
          .where('b.expires_on', '>=', today)
          .as('next_expiry'),
        eb
          .selectFrom('stock_batches as b')
          .select((b) => b.fn.sum<number | string>('b.remaining').as('u'))
          .whereRef('b.product_id', '=', 'p.id')
          .where('b.pharmacy_id', '=', pharmacyId)
          .where('b.expires_on', '<', today)
          .as('expired_units'),
      ]);
  }

  private toRow(
    r: { id: number; slug: string; name: string; name_en: string; on_hand: number | string; threshold: number | null; next_expiry: string | null; expired_units: number | string | null },
    reserved: Map<number, number>,
    today: string,
  ): StockRow {
    const onHand = Number(r.on_hand);
    const threshold = r.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
    return {
      product_id: r.id,
      slug: r.slug,
      name: r.name,
      name_en: r.name_en,
      on_hand: onHand,
      reserved: reserved.get(r.id) ?? 0,
      threshold,
      threshold_set: r.threshold !== null,
      low: onHand <= threshold,
      next_expiry: r.next_expiry,
      expired_units: Number(r.expired_units ?? 0),
      near_expiry: r.next_expiry !== null && r.next_expiry <= plusDays(today, NEAR_EXPIRY_DAYS),
    };
  }

  async list(user: AuthUser, query: StockListQuery) {
    const { db, ports } = this.deps;
    const { pharmacy, pharmacies } = await this.pharmacyFor(user, query.pharmacy_id);
    const today = dayOf(this.nowIso());
    const lowOnly = (q: ReturnType<StockConsole['rowsQuery']>) =>
      q.where((eb) => eb(eb.fn.coalesce('s.quantity', eb.lit(0)), '<=', eb.fn.coalesce('t.threshold', eb.lit(DEFAULT_LOW_STOCK_THRESHOLD))));
    let q = this.rowsQuery(db, pharmacy.id, today);
    const term = query.q?.toLowerCase();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(p.name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(p.name_en)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(p.sku)`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    if (query.low) q = lowOnly(q);
    const count = async (base: typeof q) =>
      Number((await base.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const total = await count(q);
    const lowCount = await count(lowOnly(this.rowsQuery(db, pharmacy.id, today)));
    const sorted = query.sort === 'on_hand' ? q.orderBy(sql`coalesce(s.quantity, 0)`, query.dir).orderBy('p.name') : q.orderBy('p.name', query.dir);
    const rows = await sorted
      .orderBy('p.id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute();
    const reserved = await ports.reservedUnits(db, pharmacy.id, rows.map((r) => r.id));
    return {
      data: rows.map((r) => this.toRow(r, reserved, today)),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
      pharmacy,
      pharmacies,
      low_count: lowCount,
    };
  }

  /** One audit entry for a stock decision, in its transaction; the entity is `pharmacy:product`. */
  private async audit(trx: Executor, user: AuthUser, action: 'stock.adjust' | 'stock.receive' | 'stock.threshold', pharmacyId: number, productId: number, change: { before: Record<string, unknown>; after: Record<string, unknown> }, nowIso: string): Promise<void> {
    await this.deps.ports.audit(trx, { ...actorOf(user), action, entity: 'stock', entityId: `${pharmacyId}:${productId}`, ...change, at: nowIso });
  }

  private async row(db: Executor, pharmacyId: number, productId: number): Promise<StockRow> {
    const today = dayOf(this.nowIso());
    const r = await this.rowsQuery(db, pharmacyId, today).where('p.id', '=', productId).executeTakeFirst();
    if (!r) throw notFound();
    return this.toRow(r, await this.deps.ports.reservedUnits(db, pharmacyId, [productId]), today);
  }

  async detail(user: AuthUser, productId: number, pharmacyId: number | undefined, quantity: number): Promise<StockDetail> {
    const { db } = this.deps;
    const { pharmacy } = await this.pharmacyFor(user, pharmacyId);
    const row = await this.row(db, pharmacy.id, productId);
    const today = dayOf(this.nowIso());
    const nearDay = plusDays(today, NEAR_EXPIRY_DAYS);
    const batchRows = await db
      .selectFrom('stock_batches')
      .selectAll()
      .where('pharmacy_id', '=', pharmacy.id)
      .where('product_id', '=', productId)
      .orderBy('expires_on')
      .orderBy('id')
      .execute();
    let order = 0;
    const batches: StockBatch[] = batchRows.map((b) => {
      const expired = b.expires_on < today;
      const pickable = !expired && b.remaining > 0;
      return {
        id: b.id,
        batch_no: b.batch_no,
        expires_on: b.expires_on,
        received: b.received_quantity,
        remaining: b.remaining,
        received_at: iso(b.received_at),
        expired,
        near_expiry: !expired && b.expires_on <= nearDay,
        pick_order: pickable ? ++order : null,
      };
    });
    const unbatched = Math.max(0, row.on_hand - batches.reduce((n, b) => n + b.remaining, 0));
    // First-expiry-first-out: unbatched stock (older than any batch recorded) first, then batches by expiry; expired never.
    const steps: StockPick[] = [];
    let left = quantity;
    if (unbatched > 0 && left > 0) {
      const take = Math.min(unbatched, left);
      steps.push({ batch_id: null, batch_no: null, expires_on: null, quantity: take, near_expiry: false });
      left -= take;
    }
    for (const b of batches) {
      if (left <= 0) break;
      if (b.pick_order === null) continue;
      const take = Math.min(b.remaining, left);
      steps.push({ batch_id: b.id, batch_no: b.batch_no, expires_on: b.expires_on, quantity: take, near_expiry: b.near_expiry });
      left -= take;
    }
    return { pharmacy, row, batches, unbatched, pick: { quantity, steps, short: left } };
  }

  async movements(user: AuthUser, productId: number, query: { pharmacy_id?: number | undefined; page: number; perPage: number }) {
    const { db, ports } = this.deps;
    const { pharmacy } = await this.pharmacyFor(user, query.pharmacy_id);
    await this.row(db, pharmacy.id, productId);
    const base = db.selectFrom('stock_movements as m').where('m.pharmacy_id', '=', pharmacy.id).where('m.product_id', '=', productId);
    const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('stock_batches as b', 'b.id', 'm.batch_id')
      .select(['m.id', 'm.kind', 'm.reason', 'm.quantity', 'm.balance_after', 'm.note', 'm.actor_user_id', 'm.created_at', 'b.batch_no'])
      .orderBy('m.id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute();
    const names = await ports.actorNames(db, rows.flatMap((r) => (r.actor_user_id === null ? [] : [r.actor_user_id])));
    const data: StockMovement[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      reason: r.reason,
      quantity: r.quantity,
      balance_after: r.balance_after,
      batch_no: r.batch_no,
      note: r.note,
      actor: r.actor_user_id === null ? null : (names.get(r.actor_user_id) ?? null),
      at: iso(r.created_at),
    }));
    const total = Number(n);
    return { data, page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) };
  }

  private async requireProduct(trx: Executor, productId: number): Promise<void> {
    const found = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    if (!found) throw notFound();
  }

  private async announce(pharmacyId: number, productId: number): Promise<void> {
    await this.deps.bus.publish('stock.changed', { pharmacyId, productIds: [productId] });
  }

  /** A signed change with its reason. Below zero is refused (422) and nothing changes. */
  async adjust(user: AuthUser, productId: number, body: StockAdjustBody): Promise<StockRow> {
    const { pharmacy } = await this.pharmacyFor(user, body.pharmacy_id);
    const nowIso = this.nowIso();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.requireProduct(trx, productId);
      await ensureOpening(trx, pharmacy.id, productId, nowIso);
      const before = await this.row(trx, pharmacy.id, productId);
      let batchNo: string | null = null;
      if (body.batch_id !== undefined) {
        const batch = await trx.selectFrom('stock_batches').selectAll().where('id', '=', body.batch_id).where('pharmacy_id', '=', pharmacy.id).where('product_id', '=', productId).executeTakeFirst();
        if (!batch) throw notFound();
        batchNo = batch.batch_no;
      }
      const after = await changeQuantity(trx, pharmacy.id, productId, body.quantity, nowIso);
      if (after === null) throw belowZero(before.on_hand);
      if (body.batch_id !== undefined) {
        const change = await trx
          .updateTable('stock_batches')
          .set((eb) => ({ remaining: eb('remaining', '+', body.quantity) }))
          .where('id', '=', body.batch_id)
          .where('remaining', '>=', Math.max(0, -body.quantity))
          .executeTakeFirst();
        if (Number(change.numUpdatedRows) !== 1) {
          const batch = await trx.selectFrom('stock_batches').select('remaining').where('id', '=', body.batch_id).executeTakeFirstOrThrow();
          throw belowZero(batch.remaining, 'batch_id');
        }
      } else if (body.quantity < 0) {
        await takeFromBatches(trx, pharmacy.id, productId, -body.quantity, after - body.quantity, nowIso, body.reason === 'expired');
      }
      await recordMovement(trx, {
        pharmacyId: pharmacy.id,
        productId,
        kind: 'adjustment',
        reason: body.reason,
        quantity: body.quantity,
        balanceAfter: after,
        batchId: body.batch_id ?? null,
        actorUserId: user.id,
        note: body.note || null,
        nowIso,
      });
      const row = await this.row(trx, pharmacy.id, productId);
      await this.audit(trx, user, 'stock.adjust', pharmacy.id, productId, { before: { pharmacy_id: pharmacy.id, product_id: productId, on_hand: before.on_hand }, after: { pharmacy_id: pharmacy.id, product_id: productId, on_hand: row.on_hand, change: body.quantity, reason: body.reason, batch_no: batchNo, note: body.note || null } }, nowIso);
      return row;
    });
    await this.announce(pharmacy.id, productId);
    return row;
  }

  /** A delivery of one batch: the shelf grows, the batch is recorded with its expiry. */
  async receive(user: AuthUser, productId: number, body: StockReceiveBody): Promise<StockRow> {
    const { pharmacy } = await this.pharmacyFor(user, body.pharmacy_id);
    const nowIso = this.nowIso();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.requireProduct(trx, productId);
      await ensureOpening(trx, pharmacy.id, productId, nowIso);
      const before = await this.row(trx, pharmacy.id, productId);
      const after = (await changeQuantity(trx, pharmacy.id, productId, body.quantity, nowIso))!;
      const batch = await trx
        .insertInto('stock_batches')
        .values({
          pharmacy_id: pharmacy.id,
          product_id: productId,
          batch_no: body.batch_no,
          expires_on: body.expires_on,
          received_quantity: body.quantity,
          remaining: body.quantity,
          received_at: nowIso,
          received_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordMovement(trx, {
        pharmacyId: pharmacy.id,
        productId,
        kind: 'receipt',
        reason: 'received',
        quantity: body.quantity,
        balanceAfter: after,
        batchId: batch.id,
        actorUserId: user.id,
        note: body.note || null,
        nowIso,
      });
      const row = await this.row(trx, pharmacy.id, productId);
      await this.audit(trx, user, 'stock.receive', pharmacy.id, productId, { before: { pharmacy_id: pharmacy.id, product_id: productId, on_hand: before.on_hand }, after: { pharmacy_id: pharmacy.id, product_id: productId, on_hand: row.on_hand, received: body.quantity, batch_no: body.batch_no, expires_on: body.expires_on } }, nowIso);
      return row;
    });
    await this.announce(pharmacy.id, productId);
    return row;
  }

  async threshold(user: AuthUser, productId: number, body: StockThresholdBody): Promise<StockRow> {
    const { pharmacy } = await this.pharmacyFor(user, body.pharmacy_id);
    const nowIso = this.nowIso();
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await this.row(trx, pharmacy.id, productId);
      if (body.threshold === null) {
        await trx.deleteFrom('stock_thresholds').where('pharmacy_id', '=', pharmacy.id).where('product_id', '=', productId).execute();
      } else {
        await trx
          .insertInto('stock_thresholds')
          .values({ pharmacy_id: pharmacy.id, product_id: productId, threshold: body.threshold, updated_at: nowIso })
          .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ threshold: body.threshold!, updated_at: nowIso }))
          .execute();
      }
      const row = await this.row(trx, pharmacy.id, productId);
      await this.audit(trx, user, 'stock.threshold', pharmacy.id, productId, { before: { threshold: before.threshold_set ? before.threshold : null }, after: { threshold: body.threshold } }, nowIso);
      return row;
    });
  }
}

/** 422 with the shared "not enough stock, {available} left" on the quantity (or the batch). */
function belowZero(available: number, field = 'quantity'): ApiError {
  return new ApiError(422, 'insufficientStock', { vars: { available }, fields: { [field]: [{ message: 'insufficientStock', vars: { available } }] } });
}

function actorOf(user: AuthUser): { actorUserId: number; actorPublicId: string; actorRole: AuthUser['role'] } {
  return { actorUserId: user.id, actorPublicId: user.publicId, actorRole: user.role };
}
