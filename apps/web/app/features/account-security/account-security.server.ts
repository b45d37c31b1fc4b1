import { data, type AppLoadContext } from 'react-router';
import { formatIndonesianPhone } from '@apotek/contract/rules/phone';
import type { ApiResult } from '~/lib/api';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import type { SessionActionResult } from './result';

/** /profile: who the user is and the devices signed in to the account, read in one go. */
export async function loadAccount(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [profile, sessions] = await Promise.all([api.call('profile'), api.call('mySessions')]);
  if (!profile.ok) failPageWithStatus(profile);
  if (!sessions.ok) failPageWithStatus(sessions);
  const { Cust_Name: name, email, phone } = profile.body.data;
  // Formatted here so the phone library stays out of the page's JavaScript.
  return { account: { name, email, phone: formatIndonesianPhone(phone) }, sessions: sessions.body.data };
}

function answer(intent: SessionActionResult['intent'], result: ApiResult<'revokeSession' | 'revokeSessions'>) {
  if (result.ok) return data<SessionActionResult>({ intent, success: result.body.message });
  const unavailable = result.status === 0 || result.status >= 500;
  const refusal: SessionActionResult = unavailable ? { intent, unavailable: true } : { intent, message: result.message };
  return data(refusal, { status: unavailable ? 503 : result.status });
}

/** Signs out one device (`id`), or every device but this one. */
export async function sessionAction(request: Request, context: AppLoadContext, form: FormData) {
  const api = serverApi(request, context);
  if (form.get('intent') === 'revoke-others') return answer('revoke-others', await api.call('revokeSessions', { query: {} }));
  const id = form.get('id');
  return answer('revoke', await api.call('revokeSession', { params: { id: typeof id === 'string' ? id : '' } }));
}
