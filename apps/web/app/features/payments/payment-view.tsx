import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { InstructionGroups } from '~/components/instruction-groups';
import type { z } from 'zod';
import type { paymentData, paymentMethod } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { Alert } from '~/components/ui/alert';
import { LinkButton } from '~/components/ui/button';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { formatCountdown, remainingMs } from '~/lib/countdown';
import { PaymentActions } from './payment-actions';
import { PaymentMark } from './payment-marks';
import { withQueries } from '~/lib/query-provider';
import { usePaymentStatus } from './use-payment-status';
import { groupVaNumber } from '~/lib/va-format';
import { CopyRow } from '~/components/ui/copy-row';
import { Card } from '~/components/ui/card';
import { WalletPayOption, type WalletOffer } from './wallet-pay-option';

type PaymentData = z.infer<typeof paymentData>;
type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * The payment page body: what to pay (QR or VA number), how much, until when, and how. The status is
 * polled; a settled payment replaces the instructions with the outcome.
 */
export const PaymentView = withQueries(PaymentViewBody);

/** `wallet`: the signed-in customer's wallet, offered as another way to pay while the payment is pending. */
function PaymentViewBody({ payment, method, wallet = null }: { payment: PaymentData; method: PaymentMethod | null; wallet?: WalletOffer | null }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const polled = usePaymentStatus(payment.order_id, payment.status);
  const status = polled.data?.status ?? payment.status;

  // Once the server settles it, reload the page's data so the order state shown matches.
  useEffect(() => {
    if (polled.data && polled.data.status !== payment.status) void revalidator.revalidate();
  }, [polled.data?.status]);

  return (
    <div className="space-y-5" data-testid="payment-view" data-status={status}>
      <Card as="header" padding="lg" className="text-center">
        <p className="text-sm text-muted">{t('payment.orderId', { id: payment.order_id })}</p>
        <p className="mt-1 text-sm text-muted">{t('payment.amount')}</p>
        <p className="text-3xl font-bold text-ink" data-testid="payment-amount">
          {formatRupiah(payment.amount)}
        </p>
        <StatusLine status={status} expiresAt={payment.expires_at} paidAt={polled.data?.paid_at ?? payment.paid_at} />
      </Card>

      {status === 'pending' ? (
        <>
          <PayTarget payment={payment} method={method} />
          {wallet && <WalletPayOption wallet={wallet} orderId={payment.order_id} amount={payment.amount} />}
          {/* Keyed by the charge: after "Ganti metode" the new charge starts with the chooser closed. */}
          <PaymentActions key={payment.token} payment={payment} onCheck={() => polled.refetch()} />
          {method && method.instructions.length > 0 && <Instructions method={method} />}
        </>
      ) : (
        <Outcome status={status} orderStatus={polled.data?.order_status ?? payment.order_status} orderId={payment.order_id} />
      )}
    </div>
  );
}

function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function StatusLine({ status, expiresAt, paidAt }: { status: string; expiresAt: string; paidAt: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(status === 'pending');
  if (status === 'paid' && paidAt) return <p className="mt-3 text-sm font-semibold text-success">{t('payment.paidAt', { time: formatDateTime(paidAt, locale) })}</p>;
  if (status !== 'pending') return null;
  // The clock starts after hydration: the server's second and the browser's would never match.
  const left = now === null ? null : remainingMs(expiresAt, now);
  return (
    <div className="mt-3 inline-flex flex-col items-center gap-1 rounded-xl bg-secondary-soft px-4 py-2 text-secondary-strong">
      <span className="flex items-center gap-1 text-xs font-semibold uppercase">
        <ClockIcon className="h-4 w-4" />
        {t('payment.timeLeft')}
      </span>
      <span className="font-mono text-2xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="payment-countdown">
        {left === null ? '--:--:--' : formatCountdown(left)}
      </span>
      <span className="text-xs">{t('payment.payBefore', { time: formatDateTime(expiresAt, locale) })}</span>
      {left === 0 && <span className="text-xs font-semibold">{t('payment.timeUp')}</span>}
    </div>
  );
}

function PayTarget({ payment, method }: { payment: PaymentData; method: PaymentMethod | null }) {
  const { t } = useTranslation();
  if (payment.channel === 'qris') {
    return (
      <Card as="section" padding="lg" className="flex flex-col items-center" aria-labelledby="qris-title">
        <h2 id="qris-title" className="flex items-center gap-2 font-semibold">
          <PaymentMark channel="qris" />
          {t('payment.qrisTitle')}
        </h2>
        {payment.qrisUrl ? (
          <img src={payment.qrisUrl} alt={t('payment.qrisAlt')} width={260} height={260} className="mt-3 h-[260px] w-[260px] rounded-lg border border-gray-100 bg-white p-2 [image-rendering:pixelated]" data-testid="qris-image" />
        ) : (
          <Alert tone="warning">{t('payment.qrisMissing')}</Alert>
        )}
        <p className="mt-3 max-w-sm text-center text-sm text-muted">{t('payment.qrisHint')}</p>
      </Card>
    );
  }
  const bank = method?.bank ?? payment.bank ?? '';
  return (
    <Card as="section" padding="lg" aria-labelledby="va-title">
      <h2 id="va-title" className="flex items-center gap-2 font-semibold">
        <PaymentMark channel={payment.channel} />
        {method?.name ?? t('payment.vaTitle', { bank: bank.toUpperCase() })}
      </h2>
      {payment.biller_code && <CopyRow label={t('payment.billerCode')} value={payment.biller_code} testId="biller-code" />}
      {payment.vaCode ? <CopyRow label={payment.biller_code ? t('payment.billKey') : t('payment.vaNumber')} value={payment.vaCode} display={groupVaNumber(payment.vaCode)} testId="va-number" /> : <Alert tone="warning">{t('payment.vaMissing')}</Alert>}
      <CopyRow label={t('payment.amountExact')} value={String(payment.amount)} display={formatRupiah(payment.amount)} testId="va-amount" />
    </Card>
  );
}

function Instructions({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <Card as="section" padding="lg" aria-labelledby="howto-title">
      <h2 id="howto-title" className="font-semibold">
        {t('payment.howTo')}
      </h2>
      <div className="mt-2">
        <InstructionGroups method={method} />
      </div>
    </Card>
  );
}

function Outcome({ status, orderStatus, orderId }: { status: string; orderStatus: string; orderId: string }) {
  const { t } = useTranslation();
  const paid = status === 'paid';
  // Only a closed order has given its units back; the payment alone running out does not say so.
  const closed = orderStatus === 'expired' || orderStatus === 'cancelled';
  return (
    <Card as="section" tone={paid ? 'success' : 'default'} padding="none" className="p-6 text-center" data-testid="payment-outcome" role="status">
      <p className={`text-xl font-bold ${paid ? 'text-success' : 'text-ink'}`}>{t(`payment.outcome.${outcomeKey(status)}.title`)}</p>
      <p className="mt-1 text-sm text-muted">{t(`payment.outcome.${outcomeKey(status)}.body`)}</p>
      {!paid && closed && <p className="mt-1 text-sm text-muted">{t('payment.orderClosed')}</p>}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <LinkButton to={`/order/summary/${orderId}`}>{t('payment.viewOrder')}</LinkButton>
        {!paid && (
          <Link to="/cart" className="px-4 py-2 text-sm font-semibold text-primary-strong underline">
            {t('payment.backToCart')}
          </Link>
        )}
      </div>
    </Card>
  );
}

function outcomeKey(status: string): 'paid' | 'expired' | 'cancelled' | 'refunded' | 'failed' {
  if (status === 'paid' || status === 'expired' || status === 'cancelled' || status === 'refunded') return status;
  return 'failed';
}
