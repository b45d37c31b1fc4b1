import { z } from 'zod';
import { productSummary } from './catalog.ts';
import { envelope } from './envelope.ts';

/**
 * Campaigns (SPEC §2 /campaign/detail/{slug?}, §7 GET /api/campaigns/{id}; issue 11;
 * docs/decisions/025-notifications-and-campaigns.md): a banner, a text, a period and the products on it.
 * Only published campaigns inside their period are shown; the rest answer 404. Obat keras never appears
 * in a campaign (ARCHITECTURE §4): such products are left out of its list.
 */
export const CAMPAIGN_STATUSES = ['draft', 'published', 'archived'] as const;
export const campaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatus>;

/** A numeric id or the slug. */
export const campaignIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/i),
});

export const campaignDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the request's language. */
  title: z.string(),
  body: z.string(),
  banner: z.object({ url: z.string(), alt: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Catalogue product cards (never obat keras or products not sold online), in the campaign's order. */
  products: z.array(productSummary),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;
export const campaignResponse = envelope(campaignDetail);

/** POST /api/console/campaigns/{id}/publish: the campaign goes live and every customer is notified. */
export const campaignPublishResponse = envelope(z.object({ id: z.number().int(), slug: z.string(), status: campaignStatus, published_at: z.string() }));
