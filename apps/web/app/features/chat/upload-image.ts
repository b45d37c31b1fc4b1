import { HEADERS } from '@apotek/contract/constants';
import type { UploadFields, UploadTicket } from '@apotek/contract/files';
import { browserApi } from '~/lib/api';
import { clientHeaders, visitorId } from '~/lib/client-info';

/** For the picker only (the server reads the bytes): the images the files pipeline takes. */
export const CHAT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif';

/** The ticket as the multipart's first fields (the contract's uploadFormFields, restated to keep its schemas out of the page). */
function ticketFields(ticket: UploadTicket): Record<keyof UploadFields, string> {
  return {
    upload_preset: ticket.upload_preset,
    signature: ticket.signature,
    api_key: ticket.api_key,
    timestamp: String(ticket.timestamp),
    max_bytes: String(ticket.max_bytes),
    max_files: String(ticket.max_files),
  };
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * One chat picture through the files pipeline (as prescriptions do): a ticket for purpose `chat`, then
 * `POST /api/files` with the ticket's fields before the file. Answers the stored file's id, which a
 * `{type:'image', file_id}` message then carries; the room's members see it through a signed URL.
 */
export async function uploadChatImage(file: File, unavailable: string, signal?: AbortSignal): Promise<{ ok: true; fileId: string } | { ok: false; error: string }> {
  const ticket = await browserApi().call('uploadTicket', { body: { purpose: 'chat', count: 1 }, ...(signal ? { signal } : {}) });
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
  } catch {
    return { ok: false, error: unavailable };
  }
  const body: unknown = await response.json().catch(() => null);
  const stored = (body as { data?: { data?: Array<{ id?: unknown }> } } | null)?.data?.data?.[0];
  if (response.ok && typeof stored?.id === 'string') return { ok: true, fileId: stored.id };
  if (response.status >= 500) return { ok: false, error: unavailable };
  return { ok: false, error: messageOf(body) ?? unavailable };
}
