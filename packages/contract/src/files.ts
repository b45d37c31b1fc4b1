import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * Private uploads (SPEC §7 Upload, §8; docs/spec-deviations.md). The SPEC's client uploaded images to a
 * third-party media service that refused an upload without an upload preset or a signature, and a signed
 * one without api key and timestamp. We keep that rule with our own upload ticket:
 *
 * 1. `POST /api/files/ticket {purpose}` (signed in) answers a ticket: the preset (= purpose), a public
 *    `api_key` unique to the ticket, a `timestamp`, the limits and a `signature` over all of them and the
 *    user, with the app's secret. It is good for `UPLOAD_TICKET_TTL_SECONDS`, for the same user only.
 * 2. `POST /api/files` (multipart, signed in): the ticket's fields (`uploadFormFields(ticket)`) FIRST,
 *    then one or more `file` parts. `data.data` lists the stored files.
 * 3. `GET /api/files/{id}` (the owner): the description again with a fresh signed URL.
 *
 * A file's type is read from its bytes, never from its name or declared type. Images are re-encoded
 * (EXIF and GPS dropped, HEIC becomes JPEG); PDFs are checked and rewritten.
 */

/** What an upload is for. Each purpose is an upload preset with its own limits. */
export const FILE_PURPOSES = ['prescription', 'chat', 'kyc'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The types a stored file may have: images are re-encoded to JPEG (PNG where transparent), WebP, HEIC and AVIF included. */
export const STORED_FILE_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type StoredFileMime = (typeof STORED_FILE_MIMES)[number];

/** For `<input type=file accept>`: a hint to the picker only; the server reads the bytes. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,application/pdf,.heic,.heif';

export const UPLOAD_LIMITS: Record<FilePurpose, { maxBytes: number; maxFiles: number }> = {
  prescription: { maxBytes: 10 * 1024 * 1024, maxFiles: 5 },
  chat: { maxBytes: 10 * 1024 * 1024, maxFiles: 5 },
  // The identity card and a selfie holding it, for the wallet's verification (issue 13).
  kyc: { maxBytes: 10 * 1024 * 1024, maxFiles: 2 },
};

/** The most files and bytes per file any preset allows: the multipart parser's hard limits. */
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TICKET_TTL_SECONDS = 15 * 60;
/** How long the URL in a file description works. */
export const FILE_URL_TTL_SECONDS = 5 * 60;

export const uploadTicketBody = z.object({
  purpose: z.enum(FILE_PURPOSES),
  /** How many files the ticket is for; at most the preset's limit (the default). */
  count: z.coerce.number().int().min(1).max(UPLOAD_MAX_FILES).optional(),
});
export type UploadTicketBody = z.infer<typeof uploadTicketBody>;

export const uploadTicket = z.object({
  upload_preset: z.enum(FILE_PURPOSES),
  api_key: z.string(),
  /** Unix seconds when the ticket was issued. */
  timestamp: z.number().int(),
  expires_at: z.string(),
  max_bytes: z.number().int(),
  max_files: z.number().int(),
  signature: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicket>;
export const uploadTicketResponse = envelope(uploadTicket);

/**
 * The text fields of `POST /api/files`, in the order to append them to the FormData, before the files.
 * All are optional to the parser so that a missing one gets the SPEC's own message, not a schema error.
 */
export const uploadFields = z.object({
  upload_preset: z.string().max(40).optional(),
  signature: z.string().max(200).optional(),
  api_key: z.string().max(100).optional(),
  timestamp: z.string().max(20).optional(),
  max_bytes: z.string().max(20).optional(),
  max_files: z.string().max(5).optional(),
});
export type UploadFields = z.infer<typeof uploadFields>;
export const UPLOAD_FIELD_NAMES = Object.keys(uploadFields.shape) as (keyof UploadFields)[];
/** The name of every file part. */
export const UPLOAD_FILE_FIELD = 'file';

/** The ticket as multipart fields: append these first, then each file as `file`. */
export function uploadFormFields(ticket: UploadTicket): Record<keyof UploadFields, string> {
  return {
    upload_preset: ticket.upload_preset,
    signature: ticket.signature,
    api_key: ticket.api_key,
    timestamp: String(ticket.timestamp),
    max_bytes: String(ticket.max_bytes),
    max_files: String(ticket.max_files),
  };
}

/** A stored file as its owner (or staff allowed to see it) reads it. `url` works for FILE_URL_TTL_SECONDS. */
export const storedFile = z.object({
  /** Unguessable public id; never the row id. */
  id: z.string(),
  /** A server-made name (`resep-1.jpg`), never the uploaded one, which may carry personal data. */
  name: z.string(),
  mime: z.enum(STORED_FILE_MIMES),
  purpose: z.enum(FILE_PURPOSES),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** PDF pages; null for images. */
  pages: z.number().int().nullable(),
  url: z.string(),
  url_expires_at: z.string(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

export const uploadFilesResponse = envelope(z.object({ data: z.array(storedFile) }));

export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{22,40}$/;
/** Loose on purpose: an id of the wrong shape is as unknown as any other (404), not a validation error. */
export const fileIdParams = z.object({ id: z.string().min(1).max(64) });
export const fileResponse = envelope(storedFile);
