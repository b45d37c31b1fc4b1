import { data, redirect, type AppLoadContext } from 'react-router';
import { localPath, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';
import type { NewsletterResult } from './newsletter-result';

/**
 * POST /newsletter (SPEC §2/§7): whatever was typed is sent; the API's body.status decides the colour
 * (200 green, 204 red), any failure reads 'Error! try again'. A plain post goes back to its page.
 */
export async function newsletterAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const result = await serverApi(request, context).call('subscribe', { body: { cust_email: text(form, 'cust_email') } });
  const back = localPath(form, 'redirectTo');
  if (back) throw redirect(back);
  if (result.ok && (result.body.status === 200 || result.body.status === 204)) {
    return data<NewsletterResult>({ tone: result.body.status === 200 ? 'success' : 'error', text: result.body.data || result.body.message });
  }
  return data<NewsletterResult>({ tone: 'error', failed: true }, { status: result.ok ? 200 : result.status === 0 ? 503 : result.status });
}
