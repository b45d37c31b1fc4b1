import type { Executor } from '../../db/database.ts';

export function listSocialNetworks(db: Executor, limit: number) {
  return db.selectFrom('social_networks').select(['name', 'url']).orderBy('sort_order').orderBy('id').limit(limit).execute();
}

/** Adds a subscriber; false when the address was already there. */
export async function addSubscriber(db: Executor, email: string, locale: 'id' | 'en', nowIso: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values({ email, locale, created_at: nowIso })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
