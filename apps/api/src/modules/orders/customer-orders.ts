import type { Executor } from '../../db/database.ts';

/** How many orders an account has and its latest few, for the console's people screen (issue 15). */
export async function customerOrders(db: Executor, userId: number, limit: number) {
  const [count, recent] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('orders').select(['public_id', 'status', 'total', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
  ]);
  return { count: Number(count.n), recent };
}
