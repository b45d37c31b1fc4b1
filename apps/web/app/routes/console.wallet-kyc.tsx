import { KycReviews } from '~/console/wallet-kyc/kyc-reviews';
import { kycDecisionAction, loadKycReviews } from '~/console/wallet-kyc/kyc-reviews.server';
import type { Route } from './+types/console.wallet-kyc';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadKycReviews(request, context);
}

/** Approve or reject one verification (ADR 012); the list is read again afterwards. */
export function action({ request, context }: Route.ActionArgs) {
  return kycDecisionAction(request, context);
}

/** Not a SPEC route: admins review wallet holders' identity verifications (issue 13). */
export default function ConsoleWalletKycPage({ loaderData }: Route.ComponentProps) {
  return <KycReviews data={loaderData} />;
}
