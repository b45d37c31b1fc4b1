import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PAYMENT_CHANNELS, type PaymentChannel, type paymentData } from '@apotek/contract/orders';
import { Button, LinkButton, buttonClass } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';
import { PaymentMark } from './payment-marks';

type PaymentData = z.infer<typeof paymentData>;

/**
 * What a customer can do while a payment waits: keep the QR, ask whether it has been paid, pay another
 * way (a new charge; the order's deadline does not move), or go back to the order.
 */
export function PaymentActions({ payment, onCheck }: { payment: PaymentData; onCheck: () => Promise<{ data?: { status: string } }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [switching, setSwitching] = useState<PaymentChannel | null>(null);

  async function check() {
    setChecking(true);
    const result = await onCheck();
    setChecking(false);
    if (result.data?.status === 'pending') showSnackbar({ content: t('payment.stillPending'), color: 'info' });
  }

  async function switchTo(channel: PaymentChannel) {
    setSwitching(channel);
    const { browserApi } = await import('~/lib/api');
    const result = await browserApi().call('paymentSubmit', { params: { token: payment.token }, body: { channel } });
    setSwitching(null);
    if (!result.ok) return showSnackbar({ content: result.message, color: 'error' });
    void navigate(`/payment/${result.body.data.token}`);
  }

  return (
    <section className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5" aria-label={t('payment.actions')}>
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
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {PAYMENT_CHANNELS.filter((channel) => channel !== payment.channel).map((channel) => (
            <li key={channel}>
              <button
                type="button"
                onClick={() => switchTo(channel)}
                disabled={switching !== null}
                className="flex w-full items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 text-left text-sm font-medium hover:border-primary-strong disabled:opacity-60"
                data-channel={channel}
              >
                <PaymentMark channel={channel} />
                {t(`channel.${channel}`)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
