import { z } from 'zod';
import { productSummary } from './catalog.ts';
import { envelope, page } from './envelope.ts';
import { voucherView } from './vouchers.ts';

/**
 * Promotions (SPEC §2 /promo and /promo/{slug}, §7 GET /api/promo, GET /api/promotions/{name}/check;
 * issue 13): a running offer with a banner, its products (never obat keras: BPOM forbids promoting
 * prescription drugs to the public) and the vouchers that belong to it.
 */
export const promoSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/i)
  .transform((s) => s.toLowerCase());

export const promoSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the request's language. */
  title: z.string(),
  summary: z.string(),
  banner: z.object({ url: z.string(), alt: z.string() }).nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  voucher_count: z.number().int(),
  product_count: z.number().int(),
});
export type PromoSummary = z.infer<typeof promoSummary>;

export const promoDetail = promoSummary.extend({
  body: z.string(),
  products: z.array(productSummary),
  vouchers: z.array(voucherView),
});
export type PromoDetail = z.infer<typeof promoDetail>;

export const promosQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
  q: z.string().trim().max(60).optional(),
});
export type PromosQuery = z.input<typeof promosQuery>;

export const promoParams = z.object({ slug: promoSlug });
export const promotionNameParams = z.object({ name: promoSlug });

export const promosResponse = envelope(page(promoSummary));
export const promoResponse = envelope(promoDetail);
/** SPEC §3: the product state's "promotion check {name, valid from is_valid}". */
export const promotionCheckResponse = envelope(z.object({ name: z.string(), is_valid: z.boolean() }));
