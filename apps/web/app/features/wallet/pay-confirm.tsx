import { useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { Order } from '@apotek/contract/orders';
import type { WalletProfile } from '@apotek/contract/wallet';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { fieldErrors } from '~/lib/form-result';
import { useLocale } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import type { WalletActionResult } from './wallet-intents';

export interface PayConfirmProps {
  order: Order;
  wallet: WalletProfile;
  clientKey: string;
  /** This page's own path, for the way back after a top-up. */
  here: string;
}

/**
 * Paying an order from the wallet: what is paid, the balance before and after, and the PIN. The form
 * carries the page's client key, so a double tap (or a resend of the same form) pays once; the button
 * also stays disabled while the payment runs.
 */
export function PayConfirm({ order, wallet, clientKey, here }: PayConfirmProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const result = useActionData<WalletActionResult | undefined>();
  const [pin, setPin] = useState('');
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const short = Math.max(0, order.total - wallet.balance);
  const locked = wallet.locked_until !== null;
  const pinErrors = fieldErrors(result, 'pin');
  const general = result?.unavailable ? t('auth.errors.unavailable') : pinErrors.length === 0 ? result?.message : undefined;

  return (
    <div className="space-y-4" data-testid="wallet-pay-confirm">
      <Card as="section" padding="lg" aria-labelledby="order-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="order-title" className="font-semibold">
            {t('wallet.confirm.order', { id: order.id })}
          </h2>
          <span className="text-sm text-muted">{order.store.name}</span>
        </div>
        <ul className="space-y-1 text-sm" aria-label={t('wallet.confirm.items')}>
          {order.items.map((item) => (
            <li key={item.product_id} className="flex justify-between gap-3">
              <span className="min-w-0">
                {item.name} <span className="text-muted">× {item.quantity}</span>
              </span>
              <span className="shrink-0">{formatRupiah(item.subtotal)}</span>
            </li>
          ))}
        </ul>
        <div className="flex items-baseline justify-between border-t border-gray-100 pt-3">
          <span className="font-semibold">{t('wallet.confirm.total')}</span>
          <span className="text-2xl font-bold" data-testid="confirm-total">
            {formatRupiah(order.total)}
          </span>
        </div>
        {order.expires_at && <p className="text-xs text-muted">{t('wallet.confirm.payBefore', { time: formatDateTime(order.expires_at, locale) })}</p>}
      </Card>

      <Card as="section" padding="lg" aria-labelledby="balance-title" className="space-y-2">
        <h2 id="balance-title" className="sr-only">
          {t('wallet.confirm.balance')}
        </h2>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{t('wallet.confirm.balance')}</dt>
            <dd className="font-semibold" data-testid="confirm-balance">
              {formatRupiah(wallet.balance)}
            </dd>
          </div>
          {short === 0 && (
            <div className="flex justify-between gap-3 text-muted">
              <dt>{t('wallet.confirm.after')}</dt>
              <dd>{formatRupiah(wallet.balance - order.total)}</dd>
            </div>
          )}
        </dl>
        {short > 0 && (
          <div className="space-y-2" data-testid="confirm-short">
            <Alert tone="warning">{t('wallet.confirm.short', { amount: formatRupiah(short) })}</Alert>
            <LinkButton to={`/wallet?next=${encodeURIComponent(here)}`} className="w-full sm:w-auto">
              {t('wallet.confirm.topUp')}
            </LinkButton>
          </div>
        )}
      </Card>

      {locked && <Alert tone="warning">{t('wallet.confirm.lockedNow', { time: formatDateTime(wallet.locked_until!, locale) })}</Alert>}

      {short === 0 && !locked && (
        <Card as="section" padding="lg">
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="order" value={order.id} />
            <input type="hidden" name="client_key" value={clientKey} />
            {general && <Alert tone="error">{general}</Alert>}
            <Field label={t('wallet.confirm.pin')} hint={t('wallet.confirm.pinHint')} errors={pinErrors}>
              {(control) => (
                <input
                  {...control}
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  autoFocus
                  value={hydrated ? pin : undefined}
                  onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  className={inputClass(control['aria-invalid'], 'w-48 text-center text-2xl tracking-[0.5em]')}
                  data-testid="wallet-pin"
                />
              )}
            </Field>
            <Button type="submit" disabled={busy || (hydrated && pin.length !== 6)} className="w-full py-3" data-testid="wallet-pay-submit">
              {busy ? t('wallet.confirm.busy') : t('wallet.confirm.submit', { amount: formatRupiah(order.total) })}
            </Button>
          </Form>
        </Card>
      )}

      <p className="text-center text-sm">
        <Link to={`/order/${order.id}/payment`} className="font-semibold text-primary-strong hover:underline" data-testid="confirm-other-way">
          {t('wallet.confirm.otherWay')}
        </Link>
      </p>
    </div>
  );
}
