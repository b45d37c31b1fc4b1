import { z } from 'zod';

/** Every JSON body is `{ status, message, data }` (ARCHITECTURE §3). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string(),
    data,
  });
}

/** A paged list: `data: { data: [...], page, perPage, total, lastPage }`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
    lastPage: z.number().int().min(1),
  });
}

export const pagingMeta = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type PagingMeta = z.infer<typeof pagingMeta>;

/** Query parameters of every paged list; large pages are refused rather than served. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const fieldErrors = z.record(z.string(), z.array(z.string()));

/** The error body: HTTP status mirrored in `status`, a localised `message`, per-field `errors`. */
export const errorBody = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: fieldErrors.optional(),
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyData = z.null();

export type Envelope<T> = { status: number; message: string; data: T };
export type Page<T> = { data: T[]; page: number; perPage: number; total: number; lastPage: number };

export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
