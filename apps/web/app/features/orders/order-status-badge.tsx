import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@apotek/contract/orders';

const tones: Record<OrderStatus, string> = {
  checkout: 'bg-secondary-soft text-secondary-strong',
  awaiting_payment: 'bg-secondary-soft text-secondary-strong',
  paid: 'bg-blue-50 text-info',
  processing: 'bg-blue-50 text-info',
  ready_for_pickup: 'bg-blue-50 text-info',
  shipped: 'bg-blue-50 text-info',
  delivered: 'bg-green-50 text-success',
  completed: 'bg-green-50 text-success',
  cancelled: 'bg-gray-100 text-muted',
  expired: 'bg-gray-100 text-muted',
  refunded: 'bg-gray-100 text-muted',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`} data-testid="order-status" data-status={status}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}
