import { useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { OrderStatus } from '@apotek/contract/orders';
import { ReturnField } from '~/components/return-field';
import { Button, buttonClass } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';
import type { OrderActionResult } from './order-intents';

const FINISHED: ReadonlySet<OrderStatus> = new Set(['delivered', 'completed']);
/** States an order only reaches after it was paid: its invoice exists. */
const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed']);

export const canBuyAgain = (status: OrderStatus) => FINISHED.has(status);
export const hasInvoice = (status: OrderStatus) => PAID.has(status);

/**
 * "Beli lagi": the same products into the cart at the same pharmacy (the API keeps to the cart's limits),
 * then the cart. Posted to the order page's action from wherever the order is listed.
 */
export function BuyAgainButton({ orderId, className = '' }: { orderId: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<OrderActionResult>();
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    if (!result.ok) return showSnackbar({ content: result.message ?? t('auth.errors.unavailable'), color: 'error' });
    if (result.added === 0) return showSnackbar({ content: t('orders.buyAgainNone'), color: 'error' });
    const skipped = result.skipped ?? 0;
    showSnackbar({ content: skipped > 0 ? t('orders.buyAgainPartial', { count: skipped }) : (result.message ?? ''), color: skipped > 0 ? 'info' : 'success' });
    void navigate('/cart');
  }, [result, navigate, t]);

  return (
    <fetcher.Form method="post" action={`/order/summary/${encodeURIComponent(orderId)}`} className="contents">
      <input type="hidden" name="order" value={orderId} />
      <ReturnField to="/cart" />
      <Button variant="outline" type="submit" name="intent" value="buy-again" disabled={fetcher.state !== 'idle'} className={className} data-testid="buy-again">
        {t('orders.buyAgain')}
      </Button>
    </fetcher.Form>
  );
}

/** The invoice PDF, served by the API with the session cookie; a plain link, so it downloads without JavaScript. */
export function InvoiceLink({ orderId, className = '' }: { orderId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={`/api/my/order/${orderId}/invoice.pdf`} download={`Faktur-${orderId}.pdf`} className={buttonClass('ghost', className)} data-testid="invoice-link">
      {t('orders.invoice')}
    </a>
  );
}
