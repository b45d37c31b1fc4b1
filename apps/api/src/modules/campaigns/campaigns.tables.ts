import type { CampaignStatus } from '@apotek/contract';
import type { Generated } from 'kysely';

export interface CampaignsTable {
  id: Generated<number>;
  slug: string;
  status: Generated<CampaignStatus>;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  /** A media URL (/media/{hash}/{width}), or null until a banner is stored. */
  banner_url: string | null;
  /** Who is told when it is published: every customer, for now. */
  audience: Generated<'customers'>;
  starts_at: string;
  ends_at: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
  position: number;
}

export interface CampaignsTables {
  campaigns: CampaignsTable;
  campaign_products: CampaignProductsTable;
}
