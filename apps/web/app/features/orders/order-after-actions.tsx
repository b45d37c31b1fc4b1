import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@apotek/contract/orders';
import { Button, buttonClass } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';

const FINISHED: ReadonlySet<OrderStatus> = new Set(['delivered', 'completed']);
/** States an order only reaches after it was paid: its invoice exists. */
const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed']);

export const canBuyAgain = (status: OrderStatus) => FINISHED.has(status);
export const hasInvoice = (status: OrderStatus) => PAID.has(status);

/** "Beli lagi": the same products into the cart at the same pharmacy (the API keeps to the cart's limits), then the cart. */
export function BuyAgainButton({ orderId, className = '' }: { orderId: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function buyAgain() {
    setBusy(true);
    const { browserApi } = await import('~/lib/api');
    const result = await browserApi().call('buyAgain', { params: { id: orderId } });
    setBusy(false);
    if (!result.ok) return showSnackbar({ content: result.message, color: 'error' });
    const { added, skipped } = result.body.data;
    if (added === 0) return showSnackbar({ content: t('orders.buyAgainNone'), color: 'error' });
    showSnackbar({ content: skipped > 0 ? t('orders.buyAgainPartial', { count: skipped }) : result.body.message, color: skipped > 0 ? 'info' : 'success' });
    await client.invalidateQueries({ queryKey: ['cart'] });
    void navigate('/cart');
  }

  return (
    <Button variant="outline" onClick={buyAgain} disabled={busy} className={className} data-testid="buy-again">
      {t('orders.buyAgain')}
    </Button>
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
