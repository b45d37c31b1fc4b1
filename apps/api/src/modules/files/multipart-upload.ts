import { UPLOAD_FIELD_NAMES, UPLOAD_FILE_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type UploadFields, uploadFields } from '@apotek/contract/files';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { fileMissing, fileTooLarge, ticketInvalid, tooManyFiles, uploadMalformed } from './files.errors.ts';
import type { FilesService, IncomingFile } from './files.service.ts';
import type { VerifiedTicket } from './upload-ticket.ts';

/** The parser's hard limits, whatever a ticket says: the app's 1 MB body limit is for JSON only. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: UPLOAD_FIELD_NAMES.length + 4,
  fieldSize: 1024,
  parts: UPLOAD_MAX_FILES + UPLOAD_FIELD_NAMES.length + 4,
  headerPairs: 20,
};

const MALFORMED_CODES = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_MP_PREMATURE_CLOSE', 'FST_INVALID_JSON_FIELD_ERROR']);

export interface ReadUpload {
  ticket: VerifiedTicket;
  files: IncomingFile[];
}

/**
 * Reads `POST /api/files`: the ticket's fields come first and are checked at the first file part, so a
 * request without a valid ticket is refused before a single file byte is kept; each file is read into
 * memory up to the ticket's size limit, and the count is checked as parts arrive.
 */
export async function readUpload(request: FastifyRequest, userId: number, files: FilesService): Promise<ReadUpload> {
  if (!request.isMultipart()) throw uploadMalformed();
  const fields: Record<string, string> = {};
  const incoming: IncomingFile[] = [];
  let ticket: VerifiedTicket | undefined;
  const verify = () => files.verifyTicket(userId, ticketFields(fields));
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        // Fields after a file could not have been checked with the ticket: the form is out of order.
        if (ticket) throw uploadMalformed();
        if ((UPLOAD_FIELD_NAMES as string[]).includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      ticket ??= verify();
      if (part.fieldname !== UPLOAD_FILE_FIELD) throw uploadMalformed();
      files.checkCount(ticket, incoming.length + 1);
      const bytes = await part.toBuffer();
      files.checkSize(ticket, bytes.byteLength);
      incoming.push({ bytes });
    }
  } catch (error) {
    throw asUploadError(error, ticket);
  }
  // No file at all: the ticket still answers first, as the SPEC's media service did.
  ticket ??= verify();
  if (incoming.length === 0) throw fileMissing();
  return { ticket, files: incoming };
}

function ticketFields(fields: Record<string, string>): UploadFields {
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success) throw ticketInvalid();
  return parsed.data;
}

/** The parser's own errors as our localised ones. */
function asUploadError(error: unknown, ticket: VerifiedTicket | undefined): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(ticket?.maxBytes);
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(ticket?.maxFiles ?? UPLOAD_MAX_FILES);
  if (typeof code === 'string' && MALFORMED_CODES.has(code)) return uploadMalformed();
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no code.
  if (error instanceof Error && !code && /form|part|multipart|boundary/i.test(error.message)) return uploadMalformed();
  return error;
}
