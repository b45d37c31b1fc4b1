import { z } from 'zod';
import { envelope } from './envelope.ts';
import { HEALTH_CONSENT_DOCUMENT } from './health-tracker-rules.ts';

/**
 * Personal-data rights under UU PDP 27/2022 (issue 14; docs/decisions/037-personal-data-rights.md):
 * the export of everything held about the user (a ZIP of JSON and a PDF summary, made by a job), account
 * deletion after a grace period that a login cancels, and withdrawal of the consents the law lets a user
 * withdraw while the account stays.
 */

/** How long a finished export can be downloaded before the object is removed. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** Days between a deletion request and the erasure; signing in before then cancels it. */
export const DELETION_GRACE_DAYS = 14;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export const dataExportStatus = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatus>;

export const dataExport = z.object({
  id: z.string(),
  status: dataExportStatus,
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when it can be downloaded (ready ones). */
  expires_at: z.string().nullable(),
  /** Bytes of the ZIP once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;
export const dataExportsResponse = envelope(z.array(dataExport));
export const dataExportResponse = envelope(dataExport);
/** An unknown or foreign id is a 404 like any other, so the id is only bounded here. */
export const dataExportParams = z.object({ id: z.string().min(1).max(64) });
/** A short-lived signed link to the owner's ZIP. */
export const dataExportLinkResponse = envelope(z.object({ url: z.string(), expires_at: z.string() }));

export const ACCOUNT_DELETION_STATUSES = ['pending', 'cancelled', 'erased'] as const;
export const accountDeletion = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  requested_at: z.string(),
  /** When the erasure runs unless the user signs in (or cancels) first. */
  erase_after: z.string(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['login', 'user']).nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;
/** The open or most recent request, or null when there was none. */
export const accountDeletionResponse = envelope(accountDeletion.nullable());
/** Re-authentication: the account's password (every account has one: registration sets it). */
export const accountDeletionBody = z.object({ password: z.string().min(1).max(200) });

/** Documents a user can have consented to; the accounts module records terms and privacy at sign-up. */
export const CONSENT_DOCUMENTS = ['terms', 'privacy', HEALTH_CONSENT_DOCUMENT, 'marketing'] as const;
export const consentDocument = z.enum(CONSENT_DOCUMENTS);
export type ConsentDocumentName = z.infer<typeof consentDocument>;
/**
 * Consents that rest on consent alone (UU PDP art. 20(2)(a), withdrawal art. 9): specific health data
 * and marketing. The terms and the privacy notice carry the contract itself (art. 20(2)(b)) and end with
 * the account: deleting the account is how they are withdrawn.
 */
export const WITHDRAWABLE_CONSENTS: readonly ConsentDocumentName[] = [HEALTH_CONSENT_DOCUMENT, 'marketing'];
export function isWithdrawable(document: string): boolean {
  return (WITHDRAWABLE_CONSENTS as readonly string[]).includes(document);
}
/**
 * GET /api/my/privacy/consents: every consent row of the user with its document as stored (terms, privacy,
 * health_data, …) and whether it may be withdrawn here. Its own call rather than /api/my/consents, whose
 * schema names only terms and privacy.
 */
export const privacyConsent = z.object({
  document: z.string(),
  version: z.string(),
  channel: z.string(),
  consented_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdrawable: z.boolean(),
});
export type PrivacyConsent = z.infer<typeof privacyConsent>;
export const privacyConsentsResponse = envelope(z.array(privacyConsent));
export const consentWithdrawParams = z.object({ document: consentDocument });
export const consentWithdrawResponse = envelope(z.object({ document: consentDocument, withdrawn_at: z.string() }));

/** Sandbox only: run the erasures that are due at `now` (a moved clock for the grace period). */
export const devErasuresBody = z.object({ now: z.iso.datetime({ offset: true }) });
export const devErasuresResponse = envelope(z.object({ erased: z.array(z.string()) }));
