import { HEADERS } from '@apotek/contract/constants';
import type { FilePurpose, UploadFields, UploadTicket } from '@apotek/contract/files';
import { browserApi } from '~/lib/api';
import { clientHeaders, visitorId } from '~/lib/client-info';

/**
 * One file through the files pipeline, for any purpose (a chat picture, a verification photo): a ticket
 * first (SPEC §8: no upload without one), then `POST /api/files` with the ticket's fields before the file.
 */

/** The ticket as the multipart's first fields (the contract's uploadFormFields, restated to keep its schemas out of the page). */
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

export type UploadOutcome = { ok: true; fileId: string } | { ok: false; error: string };

/** The first stored file's id in `POST /api/files`'s answer (`data.data[]`), or the refusal's message. */
export function uploadOutcome(status: number, body: unknown, unavailable: string): UploadOutcome {
  const stored = (body as { data?: { data?: Array<{ id?: unknown }> } } | null)?.data?.data?.[0];
  if (status >= 200 && status < 300 && typeof stored?.id === 'string') return { ok: true, fileId: stored.id };
  if (status === 0 || status >= 500) return { ok: false, error: unavailable };
  const message = (body as { message?: unknown } | null)?.message;
  return { ok: false, error: typeof message === 'string' ? message : unavailable };
}

/** `unavailable` is the page's "try again" text, for a network failure or a server error. */
export async function uploadFile(purpose: FilePurpose, file: File, unavailable: string, signal?: AbortSignal): Promise<UploadOutcome> {
  const ticket = await browserApi().call('uploadTicket', { body: { purpose, count: 1 }, ...(signal ? { signal } : {}) });
  if (!ticket.ok) return { ok: false, error: ticket.status === 0 || ticket.status >= 500 ? unavailable : ticket.message };
  const form = new FormData();
  for (const [name, value] of Object.entries(ticketFields(ticket.body.data))) form.append(name, value);
  form.append('file', file, file.name);
  const id = visitorId();
  const lang = document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch('/api/files', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { accept: 'application/json', ...clientHeaders(), ...(lang ? { 'accept-language': lang } : {}), ...(id ? { [HEADERS.visitorId]: id } : {}) },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: unavailable };
  }
  const body: unknown = await response.json().catch(() => null);
  return uploadOutcome(response.status, body, unavailable);
}
