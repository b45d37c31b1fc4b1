import { lazy, Suspense, useEffect, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OrderVouchers } from '@apotek/contract/vouchers';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { quietBrowserApi } from '~/lib/api';
import { savingText } from '~/lib/voucher-saving';
import { FIELD_CLASS, VoucherCodeInputs, VoucherFieldTitle } from './voucher-field-parts';
import { isVoucherIntent, type VoucherActionResult } from './voucher-intents';

// The list of every option, with its lines, opens on a tap: its code stays out of checkout's first load (ADR 020).
const loadOptions = () => import('./voucher-options-sheet');
const VoucherOptionsSheet = lazy(loadOptions);

/**
 * Checkout's voucher field once the page runs scripts (voucher-field.tsx loads it): the voucher on the
 * order and what it saves, the best one to apply in one tap, a code to type, and every option in a sheet.
 * Applying and removing post to checkout's action (ADR 012), which answers the order's vouchers as they
 * now stand; the page's totals come back with the order. SPEC §8: a refused code is said and the field
 * is emptied.
 */
export default function CheckoutVoucher({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<VoucherActionResult>();
  const plainPost = useActionData<VoucherActionResult>();
  const [code, setCode] = useState('');
  // null until first opened; then the sheet stays mounted, so closing it hands the focus back.
  const [open, setOpen] = useState<boolean | null>(null);
  const [latest, setLatest] = useState<OrderVouchers>();
  const read = useQuery({
    queryKey: ['order-vouchers', orderId],
    // Read afresh on every visit: the writes come back through the field's fetcher, not this cache.
    gcTime: 0,
    queryFn: async () => {
      const result = await quietBrowserApi().call('orderVouchers', { params: { id: orderId } });
      if (!result.ok) throw new Error(result.message);
      return result.body.data;
    },
  });
  // With scripts the fetcher answers; a plain post (before they load) renders the page with the action's answer.
  const result = fetcher.data ?? (isVoucherIntent(plainPost?.intent) ? plainPost : undefined);
  useEffect(() => {
    if (fetcher.data?.vouchers) setLatest(fetcher.data.vouchers);
    if (fetcher.data?.ok === false && fetcher.data.intent === 'voucher-apply') setCode('');
  }, [fetcher.data]);

  const state = latest ?? result?.vouchers ?? read.data;
  const applied = state?.applied;
  const best = state?.best_code !== applied?.voucher.code ? state?.options.find((o) => o.voucher.code === state.best_code) : undefined;
  const busy = fetcher.state !== 'idle';
  const apply = (voucherCode: string) => {
    setOpen(false);
    void fetcher.submit({ intent: 'voucher-apply', order: orderId, code: voucherCode }, { method: 'post' });
  };

  return (
    <section aria-labelledby="voucher-field" aria-busy={busy} className={FIELD_CLASS} data-testid="checkout-voucher">
      <div className="flex justify-between gap-2">
        <VoucherFieldTitle />
        {state && (
          <button type="button" onClick={() => setOpen(true)} onPointerEnter={loadOptions} className="text-xs font-semibold text-primary-strong hover:underline" data-testid="voucher-options-open">
            {t('voucherField.choose')} ({state.options.filter((o) => o.eligible).length})
          </button>
        )}
      </div>
      <div aria-live="polite" className="space-y-2">
        {applied && (
          <fetcher.Form method="post" className="flex items-start justify-between gap-2 rounded-lg bg-green-50 px-3 py-2" data-testid="voucher-applied" data-code={applied.voucher.code}>
            <p>
              <span className="block font-semibold text-success">{t('voucherField.applied', { code: applied.voucher.code })}</span>
              <span className="text-xs">
                {applied.voucher.target === 'shipping'
                  ? t('voucherField.shippingSaving', { amount: formatRupiah(applied.shipping_discount_cap) })
                  : t('voucherField.saving', { amount: formatRupiah(applied.item_discount) })}
              </span>
            </p>
            <input type="hidden" name="order" value={orderId} />
            <button type="submit" name="intent" value="voucher-remove" disabled={busy} className="text-xs font-semibold text-danger hover:underline" data-testid="voucher-remove">
              {t('voucherField.remove')}
            </button>
          </fetcher.Form>
        )}
        {best && (
          <div className="flex items-center justify-between gap-2 rounded-lg bg-primary-soft/60 px-3 py-2 text-xs font-medium text-primary-strong" data-testid="voucher-best" data-code={best.voucher.code}>
            {savingText(t, best)}
            <Button variant="outline" className="px-3 py-1" disabled={busy} onClick={() => apply(best.voucher.code)} aria-label={t('voucherField.applyOf', { code: best.voucher.code })} data-testid="voucher-best-apply">
              {t('voucherField.apply')}
            </Button>
          </div>
        )}
        {result?.ok === false && (
          <Alert tone="error">
            <span data-testid="voucher-error">{result.unavailable ? t('checkout.unavailable') : result.message}</span>
          </Alert>
        )}
      </div>
      <fetcher.Form method="post">
        <VoucherCodeInputs orderId={orderId} code={code} onCode={setCode} busy={busy} />
      </fetcher.Form>
      {open !== null && state && (
        <Suspense>
          <VoucherOptionsSheet open={open} state={state} busy={busy} onApply={apply} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
