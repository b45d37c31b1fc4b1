import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { OrdersPage } from '~/features/orders/orders-page';
import { loadOrders } from '~/features/orders/orders.server';
import type { Route } from './+types/order';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.order.title')} />
      <PageHeader title={t('pages.order.title')} />
      <OrdersPage {...loaderData} basePath="/order" detailHref={(id) => `/order/summary/${id}`} />
    </section>
  );
}
