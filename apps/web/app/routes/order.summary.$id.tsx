import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { OrderDetail } from '~/features/orders/order-detail';
import { loadOrder } from '~/features/orders/orders.server';
import type { Route } from './+types/order.summary.$id';

/** The id is optional in the route (SPEC §2); without one there is no order to show, so the list opens. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.id) throw redirect('/order');
  return loadOrder(request, context, params.id);
}

export default function OrderSummaryIdPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.orderSummary.title')} />
      <PageHeader title={t('pages.orderSummary.title')} />
      <OrderDetail order={loaderData.order} />
    </section>
  );
}
