import { z } from 'zod';
import { envelope, page, pagingQuery } from './envelope.ts';

export const brand = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  description: z.string(),
  is_popular: z.boolean(),
  product_count: z.number().int(),
});
export type Brand = z.infer<typeof brand>;

export const brandsQuery = pagingQuery.extend({
  q: z.string().max(100).optional(),
  /** First letter for the A–Z index; `#` for digits. */
  letter: z.string().regex(/^[a-z#]$/i).optional(),
});
export const brandsResponse = envelope(page(brand));
export const popularBrandsResponse = envelope(z.array(brand));
export const brandResponse = envelope(brand);
