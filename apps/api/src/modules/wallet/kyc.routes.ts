import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { type KycDeps, KycService } from './kyc.service.ts';

/** The wallet holder's identity verification and its review in the console. */
export function registerKyc(define: RouteRegistrar, deps: KycDeps): KycService {
  const kyc = new KycService(deps);
  define(routes.walletKyc, async ({ reply, user }) => ok(reply, await kyc.mine(user.id)));
  define(routes.walletKycSubmit, async ({ reply, user, body }) => ok(reply, await kyc.submit(user.id, body), 'kycSubmitted'));
  define(routes.consoleKycReviews, async ({ reply, query }) => ok(reply, await kyc.list(query.status, query.page, query.perPage)));
  define(routes.consoleKycApprove, async ({ reply, user, params }) => ok(reply, await kyc.decide(user.id, params.id, { approve: true }), 'kycApproved'));
  define(routes.consoleKycReject, async ({ reply, user, params, body }) => ok(reply, await kyc.decide(user.id, params.id, { approve: false, reason: body.reason }), 'kycRejected'));
  return kyc;
}
