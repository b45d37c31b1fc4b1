import { useTranslation } from '~/i18n/translate';
import type { OrderStatus } from '@apotek/contract/orders';
import { Badge, type BadgeTone } from '~/components/ui/badge';

// Waiting on the shopper, moving at the pharmacy, done, or closed without a sale.
const tones: Record<OrderStatus, BadgeTone> = {
  checkout: 'secondary',
  awaiting_payment: 'secondary',
  paid: 'info',
  processing: 'info',
  ready_for_pickup: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} data-testid="order-status" data-status={status}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
