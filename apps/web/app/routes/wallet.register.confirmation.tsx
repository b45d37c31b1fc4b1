import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { RegistrationSteps } from '~/features/wallet/registration-steps';
import { registrationAction } from '~/features/wallet/wallet-actions.server';
import { loadRegistration } from '~/features/wallet/wallet.server';
import type { Route } from './+types/wallet.register.confirmation';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRegistration(request, context);
}

/** Each step's form posts here by intent (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context);
}

export default function WalletRegisterConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step, ...rest } = loaderData;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md space-y-4">
      <PageMeta title={t('pages.walletRegisterConfirmation.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('wallet.register.title')}
      </h1>
      {step !== 'done' && <RegistrationSteps view={{ step, ...rest }} />}
    </section>
  );
}
