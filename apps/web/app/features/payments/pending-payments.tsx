import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useLocale } from '~/lib/root-data';

/** /payment without an id: the user's orders still waiting for payment, each linking to its payment. */
export function PendingPayments({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold">{t('payment.noneWaiting')}</p>
        <Link to="/order" className="mt-2 inline-block text-sm font-semibold text-primary-strong underline">
          {t('payment.toOrders')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/order/${order.id}/payment`} className="flex items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:border-primary/60">
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
