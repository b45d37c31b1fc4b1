import { jakartaDate } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestApp, createCommerceTestApp, productOf } from '../../../test/commerce.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { ApiError } from '../../platform/api-error.ts';
import { wirePrescriptions } from '../../workflows/prescriptions.ts';
import type { FilesService } from '../files/index.ts';
import type { PrescriptionsService } from './index.ts';

/**
 * The redemption side the checkout and payment workflows call (G2's Rx gate builds on it): quantities
 * consumed in the caller's transaction, never past what was prescribed, even by two payments at once.
 */
let t: CommerceTestApp;
let service: PrescriptionsService;
const quiet = { error: () => {}, warn: () => {} };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createCommerceTestApp();
  // A second instance on the same database, with its own queue (the app's already has the expiry handler).
  const files = { describe: async () => { throw new Error('not used'); }, read: async () => null } as unknown as FilesService;
  service = wirePrescriptions(() => {}, { db: t.database.db, clock: t.clock, bus: t.bus, jobs: new JobQueue({ db: t.database.db, clock: t.clock, log: quiet }), files });
});
afterAll(async () => t.close());

/** The demo customer's approved prescription (the seed), with fresh quantities for each test. */
async function approvedPrescription(quantities: [number, number]) {
  const db = t.database.db;
  const budi = await db.selectFrom('users').select('id').where('email', '=', 'budi@demo.apotek.id').executeTakeFirstOrThrow();
  const row = await db.selectFrom('prescriptions').selectAll().where('user_id', '=', budi.id).where('status', '=', 'approved').executeTakeFirstOrThrow();
  // A copy of the seeded one, so each test starts from approved with known quantities.
  const publicId = `RX-T${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { id: _id, public_id: _p, ...rest } = row;
  const { id } = await db.insertInto('prescriptions').values({ ...rest, public_id: publicId }).returning('id').executeTakeFirstOrThrow();
  const [a, b] = [await productOf(db, 'keras', 3), await productOf(db, 'keras', 4)];
  await db
    .insertInto('prescription_items')
    .values([
      { prescription_id: id, product_id: a.id, product_name: a.name, quantity: quantities[0], signa: '3 x 1', position: 0 },
      { prescription_id: id, product_id: b.id, product_name: b.name, quantity: quantities[1], signa: '1 x 1', position: 1 },
    ])
    .execute();
  const items = await db.selectFrom('prescription_items').select(['id', 'product_id']).where('prescription_id', '=', id).orderBy('position').execute();
  return { publicId, userId: budi.id, pharmacyId: row.pharmacy_id, items, products: [a, b] };
}

const statusOf = async (publicId: string) => (await t.database.db.selectFrom('prescriptions').select('status').where('public_id', '=', publicId).executeTakeFirstOrThrow()).status;

describe('redeem and release', () => {
  it('consumes quantities, moving approved → partly_redeemed → redeemed, and gives them back on release', async () => {
    const p = await approvedPrescription([10, 2]);
    const [first, second] = p.items;
    const cart = await service.forCart(t.database.db, p.userId, p.publicId);
    expect(cart).toMatchObject({ status: 'approved', isValid: true, pharmacyId: p.pharmacyId });
    expect(await service.coverage(t.database.db, p.userId, p.pharmacyId, [first!.product_id])).toEqual(new Map([[first!.product_id, expect.any(Number)]]));

    const moved = await t.database.db.transaction().execute((trx) => service.redeem(trx, p.publicId, [{ itemId: first!.id, quantity: 4 }], 'APT-TEST000001'));
    expect(moved).toEqual({ publicId: p.publicId, status: 'partly_redeemed', userId: p.userId });
    await t.database.db.transaction().execute((trx) => service.redeem(trx, p.publicId, [{ itemId: first!.id, quantity: 6 }, { itemId: second!.id, quantity: 2 }]));
    expect(await statusOf(p.publicId)).toBe('redeemed');

    // Nothing is left: one more unit is refused and changes nothing.
    const over = await t.database.db.transaction().execute((trx) => service.redeem(trx, p.publicId, [{ itemId: first!.id, quantity: 1 }])).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(ApiError);
    expect((over as ApiError).status).toBe(409);

    const released = await t.database.db.transaction().execute((trx) => service.release(trx, p.publicId, [{ itemId: second!.id, quantity: 2 }], 'APT-TEST000002 refunded'));
    expect(released?.status).toBe('partly_redeemed');
    await t.database.db.transaction().execute((trx) => service.release(trx, p.publicId, [{ itemId: first!.id, quantity: 10 }]));
    expect(await statusOf(p.publicId)).toBe('approved');
    const timeline = await t.database.db
      .selectFrom('prescription_events as e')
      .innerJoin('prescriptions as p', 'p.id', 'e.prescription_id')
      .select(['e.to_status', 'e.action', 'e.actor', 'e.note'])
      .where('p.public_id', '=', p.publicId)
      .orderBy('e.id')
      .execute();
    expect(timeline).toEqual([
      { to_status: 'partly_redeemed', action: 'redeem', actor: 'system', note: 'APT-TEST000001' },
      { to_status: 'redeemed', action: 'redeem', actor: 'system', note: null },
      { to_status: 'partly_redeemed', action: 'release', actor: 'system', note: 'APT-TEST000002 refunded' },
      { to_status: 'approved', action: 'release', actor: 'system', note: null },
    ]);
  });

  it('lets two payments at once redeem no more than was prescribed', async () => {
    const p = await approvedPrescription([10, 1]);
    const [item] = p.items;
    const attempt = () => t.database.db.transaction().execute((trx) => service.redeem(trx, p.publicId, [{ itemId: item!.id, quantity: 6 }])).then(() => 'ok', (e: unknown) => e);
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    for (const r of results.filter((r) => r !== 'ok')) expect((r as ApiError).status).toBe(409);
    const redeemed = await t.database.db.selectFrom('prescription_items').select('redeemed_quantity').where('id', '=', item!.id).executeTakeFirstOrThrow();
    expect(redeemed.redeemed_quantity).toBe(6);
  });

  it('refuses to redeem past the last day even before the expiry job ran, and someone else’s prescription is 404', async () => {
    const p = await approvedPrescription([5, 1]);
    await t.database.db.updateTable('prescriptions').set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString(), valid_until: jakartaDate(new Date(t.clock.now().getTime() - DAY)) }).where('public_id', '=', p.publicId).execute();
    const late = await t.database.db.transaction().execute((trx) => service.redeem(trx, p.publicId, [{ itemId: p.items[0]!.id, quantity: 1 }])).catch((e: unknown) => e);
    expect((late as ApiError).status).toBe(409);
    expect((late as ApiError).key).toBe('prescriptionNotRedeemable');
    expect((await service.forCart(t.database.db, p.userId, p.publicId)).isValid).toBe(false);
    const stranger = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.apotek.id').executeTakeFirstOrThrow()).id;
    const foreign = await service.forCart(t.database.db, stranger, p.publicId).catch((e: unknown) => e);
    expect((foreign as ApiError).status).toBe(404);
  });
});
