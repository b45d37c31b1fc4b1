import { useEffect, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { z } from 'zod';
import { PAYMENT_CHANNELS, type PaymentChannel, type paymentData } from '@apotek/contract/orders';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton, buttonClass } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import type { PaymentActionResult } from './payment-intents';
import { PaymentMark } from './payment-marks';
import { Card, cardClass } from '~/components/ui/card';

type PaymentData = z.infer<typeof paymentData>;

/**
 * What a customer can do while a payment waits: keep the QR, ask whether it has been paid, pay another
 * way (a new charge; the order's deadline does not move), or go back to the order.
 */
export function PaymentActions({ payment, onCheck }: { payment: PaymentData; onCheck: () => Promise<{ data?: { status: string } }> }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const navigation = useNavigation();
  const switching = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'switch-method' ? (navigation.formData.get('channel') as PaymentChannel) : null;
  const refused = useActionData<PaymentActionResult | undefined>();
  const hydrated = useHydrated();
  const refusal = refused ? (refused.message ?? t('auth.errors.unavailable')) : null;

  useEffect(() => {
    if (refusal) showSnackbar({ content: refusal, color: 'error' });
  }, [refused, refusal]);

  async function check() {
    setChecking(true);
    const result = await onCheck();
    setChecking(false);
    if (result.data?.status === 'pending') showSnackbar({ content: t('payment.stillPending'), color: 'info' });
  }

  return (
    <Card as="section" padding="lg" className="space-y-3" aria-label={t('payment.actions')}>
      <div className="flex flex-wrap gap-2">
        {payment.channel === 'qris' && payment.qrisUrl && (
          <a href={payment.qrisUrl} download={`QRIS-${payment.order_id}.png`} className={buttonClass('outline')} data-testid="save-qr">
            {t('payment.saveQr')}
          </a>
        )}
        <Button variant="outline" onClick={check} disabled={checking} data-testid="check-status">
          {t('payment.checkStatus')}
        </Button>
        <LinkButton variant="ghost" to={`/order/summary/${payment.order_id}`} data-testid="back-to-order">
          {t('payment.backToOrder')}
        </LinkButton>
      </div>
      <details className="group" data-testid="switch-method">
        <summary className={`${buttonClass('outline')} cursor-pointer list-none marker:hidden`}>{t('payment.switchMethod')}</summary>
        <p className="mt-2 text-sm text-muted">{t('payment.switchHint')}</p>
        {!hydrated && refusal && <Alert tone="error">{refusal}</Alert>}
        <Form method="post">
          <input type="hidden" name="intent" value="switch-method" />
          <input type="hidden" name="token" value={payment.token} />
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {PAYMENT_CHANNELS.filter((channel) => channel !== payment.channel).map((channel) => (
              <li key={channel}>
                <button
                  type="submit"
                  name="channel"
                  value={channel}
                  disabled={switching !== null}
                  className={cardClass({ padding: 'none', compact: true }, 'flex w-full items-center gap-3 px-3 py-2 text-left text-sm font-medium hover:border-primary-strong disabled:opacity-60')}
                  data-channel={channel}
                >
                  <PaymentMark channel={channel} />
                  {t(`channel.${channel}`)}
                </button>
              </li>
            ))}
          </ul>
        </Form>
      </details>
    </Card>
  );
}
