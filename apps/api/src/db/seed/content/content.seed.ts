import type { Executor } from '../../database.ts';

/** The footer's social links; `telephone` is shown with a phone icon. */
export const SOCIAL_NETWORKS = [
  { name: 'instagram', url: 'https://www.instagram.com/apotek.id' },
  { name: 'facebook', url: 'https://www.facebook.com/apotek.id' },
  { name: 'x', url: 'https://x.com/apotek_id' },
  { name: 'youtube', url: 'https://www.youtube.com/@apotekid' },
  { name: 'tiktok', url: 'https://www.tiktok.com/@apotek.id' },
  { name: 'telephone', url: 'tel:+622130001234' },
] as const;

export async function seedContent(db: Executor): Promise<number> {
  const result = await db
    .insertInto('social_networks')
    .values(SOCIAL_NETWORKS.map((s, i) => ({ name: s.name, url: s.url, sort_order: i + 1 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
