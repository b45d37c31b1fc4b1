import { useEffect, useState } from 'react';
import type { VoucherQuote } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { quietBrowserApi } from '~/lib/api';
import { useSessionUser } from '~/lib/root-data';
import { savingText } from '~/lib/voucher-saving';

/**
 * The cart's line under a pharmacy's subtotal: the best voucher its ticked lines could take and what it
 * saves (GET /api/cart/vouchers). Read after the cart settles (no write in flight), again whenever the
 * ticked subtotal changes; a guest, an empty selection or no usable voucher shows nothing.
 */
export function CartVoucherHint({ storeId, subtotal, busy }: { storeId: number; subtotal: number; busy: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSessionUser() !== null;
  const [best, setBest] = useState<VoucherQuote | null>(null);
  useEffect(() => {
    if (!signedIn || subtotal <= 0) {
      setBest(null);
      return;
    }
    if (busy) return;
    const controller = new AbortController();
    void quietBrowserApi()
      .call('cartVouchers', { query: { store_id: storeId }, signal: controller.signal })
      .then((result) => {
        const found = result.ok ? result.body.data.options.find((o) => o.voucher.code === result.body.data.best_code) : undefined;
        setBest(found ?? null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn, storeId, subtotal, busy]);
  if (!best) return null;
  return (
    <p className="mt-1 text-xs font-medium text-primary-strong" data-testid="cart-voucher-best" data-code={best.voucher.code}>
      {savingText(t, best)}
    </p>
  );
}
