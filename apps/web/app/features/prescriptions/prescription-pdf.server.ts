import { data, type AppLoadContext } from 'react-router';
import { clientHeaders } from '~/lib/client-info';
import { localeFromRequest } from '~/lib/locale';
import { sessionToken } from '~/lib/session.server';

/** A prescription id as the pages carry it in their address; anything else is unknown (404). */
export const PRESCRIPTION_SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The "salinan resep" PDF, streamed from `GET /api/prescriptions/pdf/{id}` with the signed-in user's
 * session. An <iframe> cannot send the headers the API wants from the browser, so the page frames this
 * same-origin answer instead; it may be framed by our own pages only (frame-ancestors 'self').
 */
export async function prescriptionPdfResponse(request: Request, context: AppLoadContext, slug: string | undefined): Promise<Response> {
  if (!slug || !PRESCRIPTION_SLUG.test(slug)) throw data(null, { status: 404 });
  const token = sessionToken(request);
  if (!token) throw data(null, { status: 401 });
  const answer = await context.apiFetch(`/api/prescriptions/pdf/${encodeURIComponent(slug)}`, {
    headers: {
      ...clientHeaders(),
      accept: 'application/pdf',
      'accept-language': localeFromRequest(request),
      authorization: `Bearer ${token}`,
    },
  });
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    throw data(null, {
      status: answer.status === 401 || answer.status === 403 || answer.status === 404 ? answer.status : 502,
    });
  }
  const download = new URL(request.url).searchParams.get('download') === '1';
  const name = `Salinan-Resep-${slug}.pdf`;
  return new Response(answer.body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
    },
  });
}
