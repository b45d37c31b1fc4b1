import { data, redirect, type AppLoadContext } from 'react-router';
import { UPLOAD_LIMITS } from '@apotek/contract/files';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { serverApi } from '~/lib/session.server';
import { type KycActionResult, keptValues, kycBodyFrom, kycProblems, readKycForm } from './kyc-fields';

export const VERIFICATION_PATH = '/wallet/verification';

/**
 * /wallet/verification: only for an active wallet with nothing verified or waiting (those go back to
 * /wallet, whose card says where it stands). A rejected request's reason shows above the form.
 */
export async function loadVerification(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [wallet, kyc] = await Promise.all([api.call('walletBalance'), api.call('walletKyc')]);
  if (!wallet.ok) failPageWithStatus(wallet);
  if (!kyc.ok) failPageWithStatus(kyc);
  const profile = wallet.body.data;
  if (profile.status !== 'active') throw redirect(`/wallet/register/confirmation?next=${encodeURIComponent(VERIFICATION_PATH)}`);
  const latest = kyc.body.data;
  if (profile.verified || latest?.status === 'pending' || latest?.status === 'verified') throw redirect('/wallet');
  return {
    caps: { unverified: profile.limits.balance_cap_unverified, verified: profile.limits.balance_cap_verified },
    rejected: latest?.status === 'rejected' ? { reason: latest.reason ?? '', reviewedAt: latest.reviewed_at } : null,
    maxBytes: UPLOAD_LIMITS.kyc.maxBytes,
  };
}

/**
 * Sends the verification (POST /api/wallet/kyc), then /wallet with the request pending. The page's own
 * checks first; the API's refusals come back per field in its words. A request already open or an
 * account already verified (another tab) is simply where /wallet stands.
 */
export async function kycAction(request: Request, context: AppLoadContext) {
  const values = readKycForm(await request.formData());
  const problems = kycProblems(values);
  if (Object.keys(problems).length > 0) return data<KycActionResult>({ values: keptValues(values), problems }, { status: 422 });
  const result = await serverApi(request, context).call('walletKycSubmit', { body: kycBodyFrom(values) });
  if (result.ok) throw redirect('/wallet');
  if (result.status === 409 && Object.keys(result.errors).length === 0) throw redirect('/wallet');
  const unavailable = result.status === 0 || result.status >= 500;
  const answer: KycActionResult = unavailable
    ? { values: keptValues(values), unavailable: true }
    : { values: keptValues(values), errors: result.errors, ...(Object.keys(result.errors).length === 0 ? { message: result.message } : {}) };
  return data(answer, { status: unavailable ? 503 : result.status });
}
