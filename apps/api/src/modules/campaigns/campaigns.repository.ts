import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { CampaignsTable } from './campaigns.tables.ts';

export type CampaignRow = Selectable<CampaignsTable>;

const columns = ['id', 'slug', 'status', 'title_id', 'title_en', 'body_id', 'body_en', 'banner_url', 'audience', 'starts_at', 'ends_at', 'published_at', 'created_at', 'updated_at'] as const;

/** By numeric id or by slug (a slug is never all digits: see campaignKey). */
export function findCampaign(db: Executor, key: { id: number } | { slug: string }): Promise<CampaignRow | undefined> {
  const query = db.selectFrom('campaigns').select(columns);
  return ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)).executeTakeFirst();
}

export async function campaignProductIds(db: Executor, campaignId: number): Promise<number[]> {
  const rows = await db.selectFrom('campaign_products').select('product_id').where('campaign_id', '=', campaignId).orderBy('position').orderBy('product_id').execute();
  return rows.map((r) => r.product_id);
}

/** draft → published, only if it still is a draft (two admins publishing at once publish it once). */
export async function publishIf(db: Executor, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ status: 'published', published_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
