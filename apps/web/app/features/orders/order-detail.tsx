import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { z } from 'zod';
import { PAYMENT_CHANNELS, type Order, type OrderStatus, type PaymentChannel, type tracking } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { useLocale } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { CancelOrderButton } from './cancel-order-button';
import { BuyAgainButton, canBuyAgain, InvoiceLink } from './order-after-actions';
import { canCancel } from './order-moves';
import { OrderStatusBadge } from './order-status-badge';
import { PickupCard } from './pickup-card';
import { shownShipmentStatus } from './tracking-status';
import { Card } from '~/components/ui/card';

type Tracking = z.infer<typeof tracking>;

const TRACKABLE = new Set(['shipped', 'delivered', 'completed']);

/**
 * /order/summary/{id}: items, money, payment, delivery, the timeline, tracking, and cancel while unpaid.
 * `actions` joins the order's buttons (the route's "Chat apoteker", which belongs to the chat feature).
 */
export function OrderDetail({ order, actions }: { order: Order; actions?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();

  return (
    <div className="space-y-4" data-testid="order-detail" data-status={order.status}>
      <Card as="section">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-xs text-muted">{t('orders.number')}</p>
            <p className="font-mono font-semibold">{order.id}</p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-2 text-sm text-muted">
          <Link to={`/pharmacy/${order.store.slug}`} className="font-medium text-ink hover:underline">
            {order.store.name}
          </Link>{' '}
          · {formatDateTime(order.created_at, locale)}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {order.status === 'awaiting_payment' && <LinkButton to={`/order/${order.id}/payment`}>{t('orders.pay')}</LinkButton>}
          {order.status === 'checkout' && <LinkButton to={`/cart/checkout?order=${order.id}`}>{t('orders.continueCheckout')}</LinkButton>}
          {canBuyAgain(order.status) && <BuyAgainButton orderId={order.id} />}
          {order.payment?.paid_at && <InvoiceLink orderId={order.id} />}
          {canCancel(order) && <CancelOrderButton orderId={order.id} />}
          {actions}
        </div>
      </Card>

      {order.pickup && <PickupCard pickup={order.pickup} status={order.status} />}

      <Card as="section" aria-labelledby="items-title">
        <h2 id="items-title" className="font-semibold">
          {t('orders.items')}
        </h2>
        <ul className="mt-2 divide-y divide-gray-100">
          {order.items.map((item) => (
            <li key={item.product_id} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <Link to={`/product/${item.slug}`} className="font-medium hover:underline">
                  {item.name}
                </Link>
                <span className="block text-xs text-muted">
                  {item.quantity} × {formatRupiah(item.unit_price)}
                </span>
              </span>
              <span className="shrink-0 font-semibold">{formatRupiah(item.subtotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-gray-100 pt-2 text-sm">
          <Money label={t('checkout.subtotal')} value={order.subtotal} />
          <Money label={t('checkout.shippingCost')} value={order.shipping_cost} />
          {order.discount > 0 && <Money label={t('checkout.discount')} value={-order.discount} />}
          <Money label={t('checkout.total')} value={order.total} strong />
        </dl>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card as="section" className="text-sm" aria-labelledby="payment-title">
          <h2 id="payment-title" className="font-semibold">
            {t('orders.payment')}
          </h2>
          {order.payment ? (
            <dl className="mt-2 space-y-1">
              <Pair label={t('orders.channel')} value={t(`channel.${order.payment.channel}`)} />
              <Pair label={t('orders.paymentStatus')} value={t(`paymentStatus.${order.payment.status}`)} testId="order-payment-status" />
              {order.payment.paid_at && <Pair label={t('orders.paidAt')} value={formatDateTime(order.payment.paid_at, locale)} />}
              {order.payment.status === 'pending' && <Pair label={t('orders.payBefore')} value={formatDateTime(order.payment.expires_at, locale)} />}
            </dl>
          ) : (
            <p className="mt-2 text-muted">{t('orders.noPayment')}</p>
          )}
        </Card>
        <Card as="section" className="text-sm" aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="font-semibold">
            {t('orders.delivery')}
          </h2>
          {order.shipment ? (
            <dl className="mt-2 space-y-1">
              <Pair label={t('orders.shipmentType')} value={t(`shipmentType.${order.shipment.type}`)} />
              {order.shipment.courier_name && <Pair label={t('orders.courier')} value={order.shipment.courier_name} testId="order-courier" />}
              {order.shipment.waybill && <Pair label={t('orders.waybill')} value={order.shipment.waybill} />}
              {order.shipment.eta && <Pair label={t('orders.eta')} value={order.shipment.eta} />}
            </dl>
          ) : (
            <p className="mt-2 text-muted">{t('orders.noShipment')}</p>
          )}
          {order.address && (
            <p className="mt-2 text-muted">
              {order.address.recipient_name} · {order.address.recipient_phone}
              <br />
              {order.address.address_line}, {order.address.village.name}, {order.address.district.name}, {order.address.city.name} {order.address.postal_code}
            </p>
          )}
        </Card>
      </div>

      {order.notes && (
        <Card as="section" className="text-sm">
          <h2 className="font-semibold">{t('checkout.notes')}</h2>
          <p className="mt-1 whitespace-pre-wrap">{order.notes}</p>
        </Card>
      )}

      <Timeline order={order} />
      {TRACKABLE.has(order.status) && order.shipment?.waybill && <TrackingPanel orderId={order.id} orderStatus={order.status} />}
    </div>
  );
}

function Timeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (order.timeline.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="font-semibold">
        {t('orders.timeline')}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-gray-200 pl-4" data-testid="order-timeline">
        {[...order.timeline].reverse().map((event, i) => (
          <li key={`${event.kind ?? event.status}-${event.at}`} className="relative text-sm">
            <span className={`absolute -left-[23px] top-1 h-3 w-3 rounded-full ${i === 0 ? 'bg-primary-strong' : 'bg-gray-300'}`} aria-hidden="true" />
            <p className="font-medium">{event.kind ? t(`orderHistory.${event.kind}`) : t(`orderHistory.${event.status}`)}</p>
            <p className="text-xs text-muted">{formatDateTime(event.at, locale)}</p>
            {event.note && (
              <p className="text-xs">
                <NoteText note={event.note} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function TrackingPanel({ orderId, orderStatus }: { orderId: string; orderStatus: OrderStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function track() {
    setLoading(true);
    const { browserApi } = await import('~/lib/api');
    const result = await browserApi().call('anterajaTracking', { body: { order_id: orderId } });
    setLoading(false);
    if (!result.ok) {
      // SPEC §8: a tracking failure shows its error in the snackbar.
      showSnackbar({ content: result.message, color: 'error' });
      setError(result.message);
      return;
    }
    setError(null);
    setTracking(result.body.data);
  }

  return (
    <Card as="section" className="text-sm" aria-labelledby="tracking-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tracking-title" className="font-semibold">
          {t('orders.tracking')}
        </h2>
        <Button variant="outline" onClick={track} disabled={loading}>
          {tracking ? t('orders.trackAgain') : t('orders.track')}
        </Button>
      </div>
      {error && !tracking && <Alert tone="error">{error}</Alert>}
      {tracking && (
        <>
          <p className="mt-2 text-muted">
            {tracking.courier_name} · {tracking.waybill} ·{' '}
            <span className="font-semibold text-ink" data-testid="tracking-status">
              {t(`shipmentStatus.${shownShipmentStatus(orderStatus, tracking.status)}`)}
            </span>
          </p>
          <ol className="mt-3 space-y-2">
            {tracking.events.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                <p className="font-medium">{event.description}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(event.at, locale)}
                  {event.location ? ` · ${event.location}` : ''}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

/** The API notes a payment step with its channel code (e.g. va_bri); show the channel's name instead. */
function NoteText({ note }: { note: string }) {
  const { t } = useTranslation();
  return <>{(PAYMENT_CHANNELS as readonly string[]).includes(note) ? t(`channel.${note as PaymentChannel}`) : note}</>;
}

function Money({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value < 0 ? `-${formatRupiah(-value)}` : formatRupiah(value)}</dd>
    </div>
  );
}

function Pair({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
