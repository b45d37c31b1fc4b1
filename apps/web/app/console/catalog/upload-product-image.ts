import { HEADERS } from '@apotek/contract/constants';
import { clientHeaders, visitorId } from '~/lib/client-info';

export type ImageOutcome = { ok: true; url: string } | { ok: false; error: string };

/** Sends one image to `POST /api/console/products/image` (the media pipeline cleans it) and answers its URL or the refusal. */
export async function uploadProductImage(file: File, unavailable: string): Promise<ImageOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await sendForm('/api/console/products/image', form);
  if (!body) return { ok: false, error: unavailable };
  const url = (body.json as { data?: { image_url?: unknown } } | null)?.data?.image_url;
  if (body.status === 201 && typeof url === 'string') return { ok: true, url };
  return { ok: false, error: messageOf(body.json) ?? unavailable };
}

/** A multipart POST with the headers every API call carries; null when the network failed. */
export async function sendForm(path: string, form: FormData): Promise<{ status: number; json: unknown } | null> {
  const id = visitorId();
  const lang = document.documentElement.lang;
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { accept: 'application/json', ...clientHeaders(), ...(lang ? { 'accept-language': lang } : {}), ...(id ? { [HEADERS.visitorId]: id } : {}) },
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

export function messageOf(json: unknown): string | undefined {
  const body = json as { message?: unknown; errors?: Record<string, string[]> } | null;
  const field = body?.errors ? Object.values(body.errors).flat()[0] : undefined;
  return field ?? (typeof body?.message === 'string' ? body.message : undefined);
}
