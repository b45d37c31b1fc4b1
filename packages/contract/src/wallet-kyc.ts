import { z } from 'zod';
import { envelope, page } from './envelope.ts';
import { isPlausibleNik } from './rules/nik.ts';

/**
 * Verifying the wallet holder (issue 13; docs/decisions/028-wallet-ledger.md "Verification"): Bank
 * Indonesia's higher balance cap is for registered (identity-verified) accounts. The customer sends the
 * NIK, the name on the KTP, a photo of the KTP and a selfie holding it; an admin checks them in the
 * console. The NIK is kept only as a keyed hash and its last four digits (UU PDP 27/2022: no more
 * than the purpose needs); the photos are private files served by short-lived signed URLs.
 */
export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const kycStatus = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatus>;

const fileId = z.string().trim().min(8).max(64);

export const kycBody = z.object({
  nik: z
    .string()
    .trim()
    .refine(isPlausibleNik, { params: { rule: 'nik' } }),
  full_name: z.string().trim().min(3).max(100),
  ktp_file_id: fileId,
  selfie_file_id: fileId,
  /** The explicit consent to process the NIK and the photos for this check (UU PDP 27/2022); recorded with the time. */
  consent: z
    .unknown()
    .refine((v) => v === true || v === 'true' || v === 'on', { params: { rule: 'consent' } })
    .transform(() => true as const),
});
export type KycBody = z.infer<typeof kycBody>;

/** The customer's view: where the verification stands (never the NIK itself). */
export const kycView = z.object({
  id: z.number().int(),
  status: kycStatus,
  full_name: z.string(),
  nik_last4: z.string(),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  consented_at: z.string().nullable(),
});
export type KycView = z.infer<typeof kycView>;
export const kycResponse = envelope(kycView.nullable());

/** The reviewer's view adds the customer and the photos (signed URLs that expire in minutes). */
export const kycReview = kycView.extend({
  customer: z.object({ public_id: z.string(), name: z.string(), phone: z.string() }),
  ktp_url: z.string(),
  selfie_url: z.string(),
});
export type KycReview = z.infer<typeof kycReview>;
export const kycReviewQuery = z.object({
  status: kycStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});
export const kycReviewsResponse = envelope(page(kycReview));
export const kycIdParams = z.object({ id: z.coerce.number().int().min(1) });
export const kycRejectBody = z.object({ reason: z.string().trim().min(5).max(300) });
export const kycReviewResponse = envelope(kycReview);
