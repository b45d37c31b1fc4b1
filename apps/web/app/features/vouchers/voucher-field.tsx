import { lazy, Suspense } from 'react';
import { Form, useActionData } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { useHydrated } from '~/lib/use-hydrated';
import { FIELD_CLASS, VoucherCodeInputs, VoucherFieldTitle } from './voucher-field-parts';
import type { VoucherActionResult } from './voucher-intents';

// The field's logic (the order's vouchers, the best one, applying and removing) loads once the page runs:
// checkout's first load carries only this shell (ADR 020, scripts/js-budget.json).
const CheckoutVoucher = lazy(() => import('./checkout-voucher'));

/**
 * Checkout's voucher field. The server's page, and the page before its scripts load, have a plain form for
 * a code (posted to checkout's action; what it answers is said here after the post); the whole field
 * replaces it once hydrated.
 */
export function VoucherField({ orderId }: { orderId: string }) {
  const hydrated = useHydrated();
  const plainPost = useActionData<VoucherActionResult>();
  const shell = (
    <section aria-labelledby="voucher-field" className={FIELD_CLASS} data-testid="checkout-voucher">
      <VoucherFieldTitle />
      {plainPost?.intent === 'voucher-apply' && plainPost.message && <Alert tone={plainPost.ok ? 'success' : 'error'}>{plainPost.message}</Alert>}
      <Form method="post">
        <VoucherCodeInputs orderId={orderId} />
      </Form>
    </section>
  );
  if (!hydrated) return shell;
  return (
    <Suspense fallback={shell}>
      <CheckoutVoucher orderId={orderId} />
    </Suspense>
  );
}
