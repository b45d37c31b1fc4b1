import { type CampaignDetail, type CampaignStatus, type Locale, mayBePromoted } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CampaignPorts } from './campaigns.ports.ts';
import { campaignProductIds, type CampaignRow, findCampaign, publishIf } from './campaigns.repository.ts';

export interface CampaignsDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  ports: CampaignPorts;
}

/** What the notifications module reads of a campaign. */
export interface CampaignSummary {
  id: number;
  slug: string;
  title: { id: string; en: string };
  live: boolean;
}

/** "12" is an id; anything else a slug. */
export function campaignKey(idOrSlug: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
}

const notFound = () => new ApiError(404, 'campaignNotFound');

/**
 * Campaigns (SPEC §7 GET /api/campaigns/{id}; issue 11): shown only while published and inside their
 * period, with their products as catalogue cards, never obat keras (ARCHITECTURE §4). Publishing tells the
 * notifications module (bus topic campaign.published), which notifies every customer.
 */
export class CampaignsService {
  constructor(private readonly deps: CampaignsDeps) {}

  private isLive(row: CampaignRow, now = this.deps.clock.now().getTime()): boolean {
    return row.status === 'published' && Date.parse(row.starts_at) <= now && now < Date.parse(row.ends_at);
  }

  async detail(idOrSlug: string, locale: Locale): Promise<CampaignDetail> {
    const row = await findCampaign(this.deps.db, campaignKey(idOrSlug));
    if (!row || !this.isLive(row)) throw notFound();
    const ids = await campaignProductIds(this.deps.db, row.id);
    const cards = await this.deps.ports.productCards(ids, locale);
    const title = locale === 'en' ? row.title_en : row.title_id;
    return {
      id: row.id,
      slug: row.slug,
      title,
      body: locale === 'en' ? row.body_en : row.body_id,
      banner: row.banner_url ? { url: row.banner_url, alt: title } : null,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      products: cards.filter((p) => mayBePromoted(p.drug_class) && p.sellable_online && !p.requires_prescription),
    };
  }

  /** For the notifications module's port: the campaign's titles and whether it runs now. */
  async summary(id: number): Promise<CampaignSummary | undefined> {
    const row = await findCampaign(this.deps.db, { id });
    if (!row) return undefined;
    return { id: row.id, slug: row.slug, title: { id: row.title_id, en: row.title_en }, live: this.isLive(row) };
  }

  /** A draft goes live (its period must not be over); customers are told once it has committed. */
  async publish(idOrSlug: string): Promise<{ id: number; slug: string; status: CampaignStatus; published_at: string }> {
    const { db, clock, bus } = this.deps;
    const row = await findCampaign(db, campaignKey(idOrSlug));
    if (!row) throw notFound();
    const now = clock.now();
    if (row.status !== 'draft' || Date.parse(row.ends_at) <= now.getTime()) {
      throw new ApiError(409, 'campaignNotPublishable', { vars: { status: row.status } });
    }
    const nowIso = now.toISOString();
    if (!(await publishIf(db, row.id, nowIso))) throw new ApiError(409, 'campaignNotPublishable', { vars: { status: 'published' } });
    await bus.publish('campaign.published', { campaignId: row.id });
    return { id: row.id, slug: row.slug, status: 'published', published_at: nowIso };
  }
}
