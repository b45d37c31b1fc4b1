import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FILE_PURPOSES, type FilePurpose, UPLOAD_LIMITS, UPLOAD_TICKET_TTL_SECONDS, type UploadFields, type UploadTicket } from '@apotek/contract/files';
import type { Clock } from '../../platform/clock.ts';
import { presetRequired, signatureRequired, signedFieldsRequired, ticketInvalid } from './files.errors.ts';

/** What a valid ticket allows. */
export interface VerifiedTicket {
  purpose: FilePurpose;
  maxBytes: number;
  maxFiles: number;
}

/** A ticket issued a little in the future (another node's clock ahead of ours) is still taken. */
const CLOCK_SKEW_SECONDS = 60;
const API_KEY = /^[A-Za-z0-9_-]{16}$/;
const INTEGER = /^\d{1,12}$/;

const isPurpose = (value: string): value is FilePurpose => (FILE_PURPOSES as readonly string[]).includes(value);

/**
 * Upload tickets, our stand-in for the SPEC's media service presets (docs/spec-deviations.md): stateless,
 * an HMAC over preset, user, api key, timestamp and limits with a key derived from APP_SECRET, so any
 * node verifies them, nobody can raise a limit or move a ticket to another user, and they run out.
 */
export class UploadTickets {
  private readonly secret: Buffer;

  constructor(
    appSecret: string,
    private readonly clock: Clock,
  ) {
    // Derived, never the app secret itself: a leaked ticket key signs nothing else.
    this.secret = createHmac('sha256', appSecret).update('apotek/upload-tickets').digest();
  }

  issue(userId: number, purpose: FilePurpose, count?: number): UploadTicket {
    const limits = UPLOAD_LIMITS[purpose];
    const maxFiles = Math.min(count ?? limits.maxFiles, limits.maxFiles);
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const apiKey = randomBytes(12).toString('base64url');
    return {
      upload_preset: purpose,
      api_key: apiKey,
      timestamp,
      expires_at: new Date((timestamp + UPLOAD_TICKET_TTL_SECONDS) * 1000).toISOString(),
      max_bytes: limits.maxBytes,
      max_files: maxFiles,
      signature: this.mac(purpose, userId, apiKey, timestamp, limits.maxBytes, maxFiles),
    };
  }

  /** Checks the fields in SPEC §8's order, then the signature, the user and the expiry. */
  verify(userId: number, fields: UploadFields): VerifiedTicket {
    const { upload_preset: preset, signature, api_key: apiKey, timestamp } = fields;
    if (!preset && !signature) throw presetRequired();
    // Every preset of ours is a signed one: an unsigned upload has nothing to vouch for its limits.
    if (!signature) throw signatureRequired();
    if (!apiKey || !timestamp) throw signedFieldsRequired();
    if (!preset || !isPurpose(preset) || !API_KEY.test(apiKey) || !INTEGER.test(timestamp)) throw ticketInvalid();
    const limits = UPLOAD_LIMITS[preset];
    const maxBytes = fields.max_bytes === undefined ? limits.maxBytes : INTEGER.test(fields.max_bytes) ? Number(fields.max_bytes) : NaN;
    const maxFiles = fields.max_files === undefined ? limits.maxFiles : INTEGER.test(fields.max_files) ? Number(fields.max_files) : NaN;
    const issuedAt = Number(timestamp);
    const expected = Buffer.from(this.mac(preset, userId, apiKey, issuedAt, maxBytes, maxFiles));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw ticketInvalid();
    const now = this.clock.now().getTime() / 1000;
    if (issuedAt > now + CLOCK_SKEW_SECONDS || now > issuedAt + UPLOAD_TICKET_TTL_SECONDS) throw ticketInvalid();
    // Signed by us, so within the preset's limits; checked anyway should the presets shrink meanwhile.
    return { purpose: preset, maxBytes: Math.min(maxBytes, limits.maxBytes), maxFiles: Math.min(maxFiles, limits.maxFiles) };
  }

  private mac(purpose: string, userId: number, apiKey: string, timestamp: number, maxBytes: number, maxFiles: number): string {
    return createHmac('sha256', this.secret).update(['v1', purpose, userId, apiKey, timestamp, maxBytes, maxFiles].join('\n')).digest('base64url');
  }
}
