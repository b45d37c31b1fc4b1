import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { OrderSummary } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { LinkButton } from '~/components/ui/button';
import { useLocale } from '~/lib/root-data';
import { BuyAgainButton, canBuyAgain, hasInvoice, InvoiceLink } from './order-after-actions';
import { OrderStatusBadge } from './order-status-badge';
import { TAB_KEYS, type OrderTab } from './order-tabs';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LinkTabs } from '~/components/ui/tabs';
import { OrderIcon } from '~/components/ui/icons';

/** The status tabs as links (?tab=), so each tab has its own address and works without JavaScript. */
export function OrderTabs({ current, basePath }: { current: OrderTab; basePath: string }) {
  const { t } = useTranslation();
  return (
    <LinkTabs bleed label={t('orders.tabs')} items={TAB_KEYS.map((tab) => ({ href: `${basePath}?tab=${tab}`, label: t(`orders.tab.${tab}`), current: tab === current }))} />
  );
}

/** Orders as cards; `detailHref` decides where a card leads (/order/summary/{id} or the profile's detail). */
export function OrderList({ orders, detailHref }: { orders: OrderSummary[]; detailHref: (id: string) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (orders.length === 0) return <EmptyState icon={OrderIcon} compact text={t('orders.empty')} />;
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <Card as="li" key={order.id} data-testid="order-card" data-order-id={order.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">{order.store.name}</p>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-xs text-muted">
            {order.id} · {formatDateTime(order.created_at, locale)}
          </p>
          <p className="mt-2 text-sm">
            {order.first_item}
            {order.item_count > 1 && <span className="text-muted"> {t('orders.andMore', { count: order.item_count - 1 })}</span>}
          </p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              {t('orders.total')} <span className="font-bold">{formatRupiah(order.total)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {canBuyAgain(order.status) && <BuyAgainButton orderId={order.id} className="px-3 py-1.5" />}
              {hasInvoice(order.status) && <InvoiceLink orderId={order.id} className="px-3 py-1.5" />}
              {order.status === 'awaiting_payment' && (
                <LinkButton to={`/order/${order.id}/payment`} className="px-3 py-1.5">
                  {t('orders.pay')}
                </LinkButton>
              )}
              {order.status === 'checkout' && (
                <LinkButton to={`/cart/checkout?order=${order.id}`} className="px-3 py-1.5">
                  {t('orders.continueCheckout')}
                </LinkButton>
              )}
              <Link to={detailHref(order.id)} className="px-3 py-1.5 text-sm font-semibold text-primary-strong hover:underline">
                {t('orders.detail')}
              </Link>
            </div>
          </div>
        </Card>
      ))}
    </ul>
  );
}
