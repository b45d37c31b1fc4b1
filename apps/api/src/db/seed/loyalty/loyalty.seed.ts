import type { Kysely } from 'kysely';
import { addMonthsIso } from '../../../modules/wallet/jakarta-time.ts';
import { creditLoyalty } from '../../../modules/wallet/index.ts';
import type { Database } from '../../database.ts';

/** Koin Apotek the demo customer was given, so /profile/coins-history and checkout have coins to show (issue 13). */
const DEMO_GRANTS = [
  { key: 'welcome', amount: 25_000, note: 'Koin selamat datang' },
  { key: 'late-delivery', amount: 10_000, note: 'Kompensasi keterlambatan pengiriman' },
] as const;

/**
 * Grants through the ledger itself (one `grant` each, idempotent by key), so the seed obeys the same
 * invariants as production. Points need no seed: the demo customer's completed order earns them on the
 * first read of the points (workflows/loyalty.ts catches up).
 */
export async function seedLoyalty(trx: Kysely<Database>, p: { customerId: number | undefined; now: Date }): Promise<void> {
  if (p.customerId === undefined) return;
  const nowIso = p.now.toISOString();
  for (const grant of DEMO_GRANTS) {
    await creditLoyalty(trx, nowIso, {
      userId: p.customerId,
      currency: 'COIN',
      kind: 'grant',
      amount: grant.amount,
      key: `seed:coins:${p.customerId}:${grant.key}`,
      note: grant.note,
      expiresAt: addMonthsIso(nowIso, 12),
    });
  }
}
