import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { OrderSummary } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useLocale } from '~/lib/root-data';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';

/** /payment without an id: the user's orders still waiting for payment, each linking to its payment. */
export function PendingPayments({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (orders.length === 0) {
    return (
      <EmptyState
        compact
        title={t('payment.noneWaiting')}
        action={
          <Link to="/order" className="mt-1 inline-block text-sm font-semibold text-primary-strong underline">
            {t('payment.toOrders')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/order/${order.id}/payment`} className={cardClass({ interactive: true }, 'flex items-center justify-between gap-3')}>
            <span>
              <span className="block font-semibold">{order.store.name}</span>
              <span className="block text-xs text-muted">
                {order.id} · {order.expires_at ? t('payment.payBefore', { time: formatDateTime(order.expires_at, locale) }) : ''}
              </span>
            </span>
            <span className="font-bold">{formatRupiah(order.total)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
