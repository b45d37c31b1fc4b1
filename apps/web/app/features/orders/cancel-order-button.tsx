import { useEffect, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import type { OrderActionResult } from './order-intents';

/**
 * "Batalkan pesanan", posted to the page's own action (intent `cancel`); the page then re-reads the order.
 * Shown only when the API offers the move (order-moves.ts). With scripts it asks first and answers in
 * the snackbar; a plain post (no scripts yet) renders the page again with the answer beside the button.
 */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<OrderActionResult>();
  const result = fetcher.data;
  const posted = useActionData<OrderActionResult | undefined>();

  useEffect(() => {
    if (!result) return;
    if (result.ok) showSnackbar({ content: result.message || t('orders.cancelled'), color: 'success' });
    else showSnackbar({ content: result.message ?? t('auth.errors.unavailable'), color: 'error' });
  }, [result, t]);

  function ask(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(t('orders.cancelConfirm'))) event.preventDefault();
  }

  const inline = !hydrated && posted && 'intent' in posted && posted.intent === 'cancel' ? posted : undefined;
  return (
    <fetcher.Form method="post" onSubmit={ask} className="contents">
      <input type="hidden" name="order" value={orderId} />
      <Button variant="outline" type="submit" name="intent" value="cancel" disabled={fetcher.state !== 'idle'}>
        {t('orders.cancel')}
      </Button>
      {inline && !inline.ok && <Alert tone="error">{inline.message ?? t('auth.errors.unavailable')}</Alert>}
    </fetcher.Form>
  );
}
