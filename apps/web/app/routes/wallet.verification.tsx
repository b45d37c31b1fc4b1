import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { KycForm } from '~/features/wallet-kyc/kyc-form';
import { kycAction, loadVerification } from '~/features/wallet-kyc/kyc.server';
import type { Route } from './+types/wallet.verification';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadVerification(request, context);
}

/** The verification form posts here (ADR 012); success goes back to /wallet, pending. */
export function action({ request, context }: Route.ActionArgs) {
  return kycAction(request, context);
}

/** Not a SPEC route: the wallet holder's identity verification (issue 13; docs/spec-deviations.md). */
export default function WalletVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-4">
      <PageMeta title={t('kyc.page.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('kyc.page.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('kyc.page.lead')}</p>
      </header>
      <KycForm {...loaderData} result={actionData} />
    </section>
  );
}
