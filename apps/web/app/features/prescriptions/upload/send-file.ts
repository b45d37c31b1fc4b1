import { HEADERS } from '@apotek/contract/constants';
import type { UploadFields, UploadTicket } from '@apotek/contract/files';
import { browserApi } from '~/lib/api';
import { clientHeaders, visitorId } from '~/lib/client-info';
import { xhrUpload } from './xhr-upload';

/** The API's refusal message in an error envelope, if the body is one. */
function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') return (body as { message: string }).message;
  return null;
}

/**
 * The ticket as the multipart's first fields (the contract's uploadFormFields, restated: importing it
 * would load the contract's zod schemas into the page). Typed against the contract, so a new field fails to compile.
 */
export function ticketFields(ticket: UploadTicket): Record<keyof UploadFields, string> {
  return {
    upload_preset: ticket.upload_preset,
    signature: ticket.signature,
    api_key: ticket.api_key,
    timestamp: String(ticket.timestamp),
    max_bytes: String(ticket.max_bytes),
    max_files: String(ticket.max_files),
  };
}

/** The name of every file part (the contract's UPLOAD_FILE_FIELD). */
const FILE_FIELD = 'file';

/** The first stored file in `POST /api/files`'s answer (`data.data[]`): its id and signed URL. */
export function storedFile(body: unknown): { id: string; url?: string } | null {
  const list = (body as { data?: { data?: unknown } } | null)?.data?.data;
  if (!Array.isArray(list)) return null;
  const first = list[0] as { id?: unknown; url?: unknown } | undefined;
  if (typeof first?.id !== 'string') return null;
  return typeof first.url === 'string' ? { id: first.id, url: first.url } : { id: first.id };
}

/** The headers the browser's API client sends (SPEC §7), in the page's language. */
function uploadHeaders(): Record<string, string> {
  const id = visitorId();
  const lang = document.documentElement.lang;
  return {
    accept: 'application/json',
    ...clientHeaders(),
    ...(lang ? { 'accept-language': lang } : {}),
    ...(id ? { [HEADERS.visitorId]: id } : {}),
  };
}

/**
 * One prescription file to the API: an upload ticket first (SPEC §8: no upload without one), then the
 * multipart with the ticket's fields before the file. `unavailable` is the page's "try again" text.
 */
export async function sendPrescriptionFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  unavailable: string,
): Promise<{ ok: true; fileId: string; url?: string } | { ok: false; error: string }> {
  const ticket = await browserApi().call('uploadTicket', {
    body: { purpose: 'prescription', count: 1 },
    signal,
  });
  if (!ticket.ok)
    return {
      ok: false,
      error: ticket.status === 0 || ticket.status >= 500 ? unavailable : ticket.message,
    };
  const form = new FormData();
  for (const [name, value] of Object.entries(ticketFields(ticket.body.data))) form.append(name, value);
  form.append(FILE_FIELD, file, file.name);
  const answer = await xhrUpload({
    url: '/api/files',
    form,
    headers: uploadHeaders(),
    onProgress,
    signal,
  });
  const stored = answer.status >= 200 && answer.status < 300 ? storedFile(answer.body) : null;
  if (stored)
    return {
      ok: true,
      fileId: stored.id,
      ...(stored.url ? { url: stored.url } : {}),
    };
  if (answer.status === 0 || answer.status >= 500) return { ok: false, error: unavailable };
  return { ok: false, error: messageOf(answer.body) ?? unavailable };
}
