import { useTranslation } from '~/i18n/translate';
import type { OrderSummary } from '@apotek/contract/orders';
import { Pagination } from '~/components/ui/pagination';
import { OrderList, OrderTabs } from './order-list';
import type { OrderTab } from './order-tabs';

/** Tabs, the tab's orders and paging; shared by /order and /profile/transaction-history. */
export function OrdersPage({ tab, orders, page, lastPage, basePath, detailHref }: { tab: OrderTab; orders: OrderSummary[]; page: number; lastPage: number; basePath: string; detailHref: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <OrderTabs current={tab} basePath={basePath} />
      <OrderList orders={orders} detailHref={detailHref} />
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => `${basePath}?tab=${tab}&page=${p}`} label={t('orders.paging')} />
    </div>
  );
}
