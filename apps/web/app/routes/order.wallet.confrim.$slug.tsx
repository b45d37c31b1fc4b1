import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PayConfirm } from '~/features/wallet/pay-confirm';
import { payOrderAction } from '~/features/wallet/wallet-actions.server';
import { loadWalletConfirm } from '~/features/wallet/wallet.server';
import type { Route } from './+types/order.wallet.confrim.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadWalletConfirm(request, context, params.slug);
}

/** The PIN form posts here (ADR 012); paid, it goes on to the order's summary. */
export function action({ request, context }: Route.ActionArgs) {
  return payOrderAction(request, context);
}

export default function OrderWalletConfrimSlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4 text-left">
      <PageMeta title={t('pages.orderWalletConfirm.title')} />
      <h1 id="page-title" className="text-center text-xl font-bold">
        {t('wallet.confirm.title')}
      </h1>
      <PayConfirm {...loaderData} />
    </section>
  );
}
