import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { OrdersPage } from '~/features/orders/orders-page';
import { loadOrders } from '~/features/orders/orders.server';
import type { Route } from './+types/profile.transaction-history';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export default function ProfileTransactionHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profileTransactionHistory.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profileTransactionHistory.title')}
      </h1>
      <OrdersPage {...loaderData} basePath="/profile/transaction-history" detailHref={(id) => `/profile/transaction-detail?id=${id}`} />
    </section>
  );
}
