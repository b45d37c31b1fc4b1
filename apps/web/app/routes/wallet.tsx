import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PaymentMark } from '~/features/payments/payment-marks';
import { ActivateCall } from '~/features/wallet/activate-call';
import { BalanceCard } from '~/features/wallet/balance-card';
import { TopUpForm } from '~/features/wallet/top-up-form';
import { OpenTopUps, WalletHistory } from '~/features/wallet/wallet-history';
import { topUpAction } from '~/features/wallet/wallet-actions.server';
import { loadWalletHome } from '~/features/wallet/wallet.server';
import { LinkButton } from '~/components/ui/button';
import { KycCard } from '~/features/wallet-kyc/kyc-card';
import type { Route } from './+types/wallet';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWalletHome(request, context);
}

/** The top-up form posts here (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return topUpAction(request, context);
}

export default function WalletPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <PageMeta title={t('pages.wallet.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('wallet.name')}
      </h1>
      {!data.active ? (
        <ActivateCall wallet={data.wallet} next={data.next} />
      ) : (
        <>
          <BalanceCard wallet={data.wallet} />
          {data.next && (
            <LinkButton to={data.next} variant="outline" className="w-full sm:w-auto">
              {t('wallet.continueTo')}
            </LinkButton>
          )}
          <KycCard wallet={data.wallet} latest={data.kyc} />
          <OpenTopUps topUps={data.openTopUps} next={data.next} />
          <TopUpForm wallet={data.wallet} open={data.openTopUps.reduce((sum, t) => sum + t.amount, 0)} channels={data.channels} next={data.next} renderMark={(channel) => <PaymentMark channel={channel} />} />
          <WalletHistory history={data.history} filter={data.filter} />
        </>
      )}
    </section>
  );
}
