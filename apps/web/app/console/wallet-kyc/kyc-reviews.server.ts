import { data, type AppLoadContext } from 'react-router';
import { refused, text } from '~/lib/action-helpers.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { KYC_REASON_MIN, type KycDecisionResult, type KycReviewsData, parseKycReviewTab } from './kyc-review-tabs';

const SCOPE = 'users:manage';
const PAGE_SIZE = 20;

/** /console/wallet-kyc: identity verifications by status, oldest first, with signed URLs of the photos. */
export async function loadKycReviews(request: Request, context: AppLoadContext): Promise<KycReviewsData> {
  await requireConsoleUser(request, context, SCOPE);
  const params = new URL(request.url).searchParams;
  const tab = parseKycReviewTab(params.get('tab'));
  const result = await serverApi(request, context).call('consoleKycReviews', { query: { status: tab, page: pageParam(params), perPage: PAGE_SIZE }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  const { data: reviews, page, lastPage, total } = result.body.data;
  return { tab, reviews, page, lastPage, total };
}

/**
 * Approve (the wallet becomes verified) or reject with a reason the customer reads. The API checks that
 * the request is still pending and says so when another admin was first; the list is read again after.
 */
export async function kycDecisionAction(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, SCOPE);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const idText = text(form, 'id');
  if ((intent !== 'approve' && intent !== 'reject') || !/^\d{1,10}$/.test(idText)) throw data(null, { status: 400 });
  const id = Number(idText);
  const api = serverApi(request, context);
  if (intent === 'approve') {
    const result = await api.call('consoleKycApprove', { params: { id } });
    if (!result.ok) return refused<{ intent: 'approve'; id: number }>(result, {}, { intent, id });
    return { intent, id, ok: true } satisfies KycDecisionResult;
  }
  const values = { reason: text(form, 'reason').trim() };
  if (values.reason.length < KYC_REASON_MIN) return data<KycDecisionResult>({ intent, id, values, problem: 'reasonShort' }, { status: 422 });
  const result = await api.call('consoleKycReject', { params: { id }, body: { reason: values.reason } });
  if (!result.ok) return refused<{ intent: 'reject'; id: number }>(result, values, { intent, id });
  return { intent, id, ok: true } satisfies KycDecisionResult;
}
