import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { DevPayment } from '@apotek/contract/orders';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { useLocale } from '~/lib/root-data';
import type { DevPaymentResult } from './dev-payments.server';

/** The sandbox's charges with Pay and Expire, so a tester can settle a payment without a bank. */
export function DevPaymentsList({ payments, all, result }: { payments: readonly DevPayment[]; all: boolean; result?: DevPaymentResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">
        <Link to={all ? '/dev/payments' : '/dev/payments?status=all'} className="font-semibold text-primary-strong underline">
          {all ? t('devPayments.showPending') : t('devPayments.showAll')}
        </Link>
      </p>
      {result && (result.ok ? <Alert tone="success">{t('devPayments.done', { ref: result.ref, status: result.status })}</Alert> : <Alert tone="error">{`${result.ref}: ${result.message}`}</Alert>)}
      {payments.length === 0 ? (
        <p className="text-muted">{t('devPayments.empty')}</p>
      ) : (
        <DataTable
          columns={[
            t('devPayments.order'),
            t('devPayments.channel'),
            t('devPayments.code'),
            t('devPayments.amount'),
            t('devPayments.expires'),
            t('devPayments.status'),
            <span className="sr-only">{t('devPayments.actions')}</span>,
          ]}
        >
          {payments.map((p) => (
            <tr key={p.ref} className="border-t border-gray-100 align-top" data-testid="dev-payment" data-order-id={p.order_id} data-ref={p.ref}>
              <td className="px-4 py-3 font-mono">
                {p.order_id}
                <span className="block text-xs text-muted">{p.ref}</span>
              </td>
              <td className="px-4 py-3">{t(`channel.${p.channel}`)}</td>
              <td className="max-w-[16rem] break-all px-4 py-3 font-mono text-xs">
                {p.biller_code && <span className="block">{p.biller_code}</span>}
                {p.vaCode ?? p.qris_payload ?? '—'}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatRupiah(p.amount)}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDateTime(p.expires_at, locale)}</td>
              <td className="px-4 py-3">{t(`paymentStatus.${p.status}`)}</td>
              <td className="px-4 py-3">
                {p.status === 'pending' && (
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="ref" value={p.ref} />
                    <Button type="submit" name="intent" value="pay" disabled={busy} className="px-3 py-1.5">
                      {t('devPayments.pay')}
                    </Button>
                    <Button type="submit" name="intent" value="expire" variant="outline" disabled={busy} className="px-3 py-1.5">
                      {t('devPayments.expire')}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
