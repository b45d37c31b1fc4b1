import { useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/i18n/translate';
import type { Address } from '@apotek/contract/addresses';
import type { Order, PaymentChannel, ShipmentType } from '@apotek/contract/orders';
import type { z } from 'zod';
import type { paymentMethod, shipmentOption } from '@apotek/contract/orders';
import { formatRupiah } from '@apotek/contract/format/money';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import type { FormResult } from '~/lib/form-result';
import { quietBrowserApi } from '~/lib/api';
import { withQueries } from '~/lib/query-provider';
import { countLines, countsText } from '~/lib/cart-counts';
import { Card, cardClass } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useHydratedId } from '~/lib/hydrated-ids';

type PaymentMethod = z.infer<typeof paymentMethod>;
type ShipmentOption = z.infer<typeof shipmentOption>;

export interface CheckoutProps {
  order: Order;
  addresses: Address[];
  channels: PaymentMethod[];
  /** The delivery options for the first address, read with the page. */
  shipments: ShipmentOption[] | null;
  /** The customer's wallet ("Saldo Apotek"), offered beside the channels; null when it cannot be read. */
  wallet: { active: boolean; balance: number } | null;
  /** One address as the address book shows it (composed in by the page). */
  renderAddress: (address: Address) => ReactNode;
  /** The voucher field (composed in by the page): the order's voucher, the best one, a code. */
  voucherField?: ReactNode;
  /** "Poin & Koin" (composed in by the page): points and coins spent on the order. */
  loyaltyField?: ReactNode;
  /** The address book's form, for adding one without leaving checkout. */
  renderAddressForm: (onSaved: (address: Address) => void, onCancel: () => void) => ReactNode;
}

/**
 * /cart/checkout: where to deliver, how, and how to pay. Prices and totals come from the server (the
 * order, the delivery options); confirming opens the payment. A refusal keeps the server's message here.
 */
export const CheckoutPage = withQueries(CheckoutPageBody);

function CheckoutPageBody({ order, addresses, channels, shipments, wallet, renderAddress, renderAddressForm, voucherField, loyaltyField }: CheckoutProps) {
  const { t, i18n } = useTranslation();
  const formId = useHydratedId();
  const navigation = useNavigation();
  const refused = useActionData<FormResult & { intent?: string }>();
  const firstAddress = addresses[0]?.id ?? null;
  const [addressId, setAddressId] = useState<number | null>(addresses[0]?.id ?? null);
  const [adding, setAdding] = useState(addresses.length === 0);
  const [shipment, setShipment] = useState<ShipmentType | null>(null);
  const [channel, setChannel] = useState<PaymentChannel | 'wallet' | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirming = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm';
  // SPEC §8: a refused confirmation keeps the server's own message (or its fields' ones), and the shopper stays.
  const refusal =
    refused?.intent !== 'confirm'
      ? null
      : refused.unavailable
        ? t('checkout.unavailable')
        : (refused.message ??
          Object.values(refused.errors ?? {})
            .flat()
            .join(' '));

  const options = useQuery({
    queryKey: ['shipment-types', order.id, addressId],
    queryFn: async () => {
      const result = await quietBrowserApi().call('shipmentTypes', { query: { order_id: order.id, address_id: addressId ?? undefined } });
      if (!result.ok) throw new Error(result.message);
      return result.body.data;
    },
    initialData: addressId === firstAddress && shipments ? shipments : undefined,
  });
  const chosen: ShipmentOption | undefined = options.data?.find((o) => o.code === shipment && o.available);
  const needsAddress = shipment !== null && shipment !== 'pickup';
  const total = order.subtotal - order.discount + (chosen?.cost ?? 0);
  // The same total the server will charge: a balance short of it cannot pay, so the option waits for a top-up.
  const walletShort = wallet !== null && wallet.active && wallet.balance < total;
  const back = encodeURIComponent(`/cart/checkout?order=${order.id}`);

  /** Checks what the page can before posting; without scripts the action's answer says the same. */
  function confirm(event: FormEvent<HTMLFormElement>) {
    setError(null);
    const missing = !chosen ? 'checkout.chooseShipment' : needsAddress && addressId === null ? 'checkout.chooseAddress' : !channel || (channel === 'wallet' && walletShort) ? 'checkout.choosePayment' : null;
    if (!missing) return;
    event.preventDefault();
    setError(t(missing));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="space-y-6">
        <Step title={t('checkout.address')} testId="checkout-address">
          {addresses.length > 0 && (
            <fieldset>
              <legend className="sr-only">{t('checkout.address')}</legend>
              <ul className="space-y-2">
                {addresses.map((address) => (
                  <li key={address.id}>
                    <Choice form={formId} name="address" value={String(address.id)} checked={addressId === address.id} onChange={() => setAddressId(address.id)}>
                      {renderAddress(address)}
                    </Choice>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {adding ? (
            <Card padding="sm" compact className="mt-3">
              {renderAddressForm(
                (saved) => {
                  setAdding(false);
                  setAddressId(saved.id);
                },
                () => setAdding(false),
              )}
            </Card>
          ) : (
            <Button variant="outline" className="mt-3" onClick={() => setAdding(true)}>
              {t('address.add')}
            </Button>
          )}
        </Step>

        <Step title={t('checkout.shipment')} testId="checkout-shipment">
          {options.isPending && (
            <div aria-busy="true" className="space-y-2">
              <p className="text-sm text-muted">{t('checkout.loadingShipments')}</p>
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          )}
          {options.isError && <Alert tone="error">{t('checkout.shipmentsFailed')}</Alert>}
          {options.data && (
            <fieldset>
              <legend className="sr-only">{t('checkout.shipment')}</legend>
              <ul className="space-y-2">
                {options.data.map((option) => (
                  <li key={option.code}>
                    <Choice form={formId} name="shipment" value={option.code} checked={shipment === option.code} disabled={!option.available} onChange={() => setShipment(option.code)}>
                      <div className="flex flex-1 flex-wrap items-start justify-between gap-2">
                        <div>
                          <p className="font-semibold">{option.name}</p>
                          <p className="text-xs text-muted">{option.description}</p>
                          {option.available && option.eta && <p className="text-xs text-muted">{t('checkout.eta', { eta: option.eta })}</p>}
                          {!option.available && option.reason && <p className="mt-1 text-xs font-medium text-danger">{option.reason}</p>}
                        </div>
                        {/* An option that cannot be chosen has no price worth showing. */}
                        {option.available && <p className="font-semibold">{option.cost === 0 ? t('checkout.free') : formatRupiah(option.cost)}</p>}
                      </div>
                    </Choice>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </Step>

        <Step title={t('checkout.payment')} testId="checkout-payment">
          <fieldset>
            <legend className="sr-only">{t('checkout.payment')}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {channels.map((method) => (
                <li key={method.code}>
                  <Choice form={formId} name="channel" value={method.code} checked={channel === method.code} onChange={() => setChannel(method.code)}>
                    <span className="flex items-center gap-2">
                      {method.logo_url && <img src={method.logo_url} alt="" width={40} height={16} className="h-4 w-10 object-contain" />}
                      <span className="font-medium">{method.name}</span>
                    </span>
                  </Choice>
                </li>
              ))}
              {wallet && (
                <li>
                  {wallet.active ? (
                    <Choice form={formId} name="channel" value="wallet" checked={channel === 'wallet' && !walletShort} disabled={walletShort} onChange={() => setChannel('wallet')}>
                      <span className="min-w-0">
                        <span className="block font-medium">{t('checkout.wallet')}</span>
                        <span className="block text-xs text-muted" data-testid="checkout-wallet-balance">
                          {t('checkout.walletBalance', { balance: formatRupiah(wallet.balance) })}
                          {walletShort && (
                            <>
                              {' · '}
                              <span className="font-semibold text-warning">{t('checkout.walletShort')}</span>{' '}
                              <Link to={`/wallet?next=${back}`} className="font-semibold text-primary-strong underline">
                                {t('checkout.walletTopUp')}
                              </Link>
                            </>
                          )}
                        </span>
                      </span>
                    </Choice>
                  ) : (
                    <div className={cardClass({ compact: true, padding: 'sm' }, 'flex items-center justify-between gap-2')} data-testid="checkout-wallet-inactive">
                      <span>
                        <span className="block font-medium">{t('checkout.wallet')}</span>
                        <span className="block text-xs text-muted">{t('checkout.walletInactive')}</span>
                      </span>
                      <Link to={`/wallet/register/confirmation?next=${back}`} className="text-sm font-semibold text-primary-strong underline">
                        {t('checkout.walletActivate')}
                      </Link>
                    </div>
                  )}
                </li>
              )}
            </ul>
          </fieldset>
        </Step>

        <Step title={t('checkout.notes')}>
          <label htmlFor="order-notes" className="sr-only">
            {t('checkout.notes')}
          </label>
          <textarea
            id="order-notes"
            form={formId}
            name="notes"
            value={notes}
            maxLength={300}
            rows={3}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t('checkout.notesHint')}
            className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </Step>
      </div>

      <Card as="aside" className="h-fit space-y-4 lg:sticky lg:top-20" aria-labelledby="summary-title">
        <h2 id="summary-title" className="font-semibold">
          {t('checkout.summary')}
        </h2>
        <p className="text-sm text-muted">
          {order.store.name} · {t('checkout.orderId', { id: order.id })}
        </p>
        <p className="text-sm text-muted" data-testid="checkout-counts">
          {countsText(t, countLines(order.items), i18n.language)}
        </p>
        <ul className="space-y-2 text-sm">
          {order.items.map((item) => (
            <li key={item.product_id} className="flex justify-between gap-3">
              <span className="min-w-0">
                {item.name} <span className="text-muted">× {item.quantity}</span>
              </span>
              <span className="shrink-0">{formatRupiah(item.subtotal)}</span>
            </li>
          ))}
        </ul>
        {voucherField}
        {loyaltyField}
        <dl className="space-y-1 border-t border-gray-100 pt-3 text-sm">
          <Row label={t('checkout.subtotal')} value={formatRupiah(order.subtotal)} />
          <Row label={t('checkout.shippingCost')} value={chosen ? formatRupiah(chosen.cost) : '—'} />
          {order.discount > 0 && <Row label={t('checkout.discount')} value={`-${formatRupiah(order.discount)}`} />}
          <Row strong label={t('checkout.total')} value={formatRupiah(total)} testId="checkout-total" />
        </dl>
        <p className="text-xs text-muted">{t('checkout.totalNote')}</p>
        {(error ?? refusal) && <Alert tone="error">{error ?? refusal}</Alert>}
        {/* The choices above belong to this form through their `form` attribute: the address form sits among them. */}
        <Form id={formId} method="post" onSubmit={confirm}>
          <Button type="submit" name="intent" value="confirm" disabled={confirming} className="w-full py-3">
            {confirming ? t('checkout.confirming') : t('checkout.confirm')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function Step({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card as="section" data-testid={testId}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** A radio as a full-width card; the label wraps the content so the whole card is the target. */
function Choice({
  form,
  name,
  value,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  form: string;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  const id = useHydratedId();
  return (
    <label
      htmlFor={id}
      className={cardClass({ tone: checked ? 'chosen' : 'default', compact: true, padding: 'sm' }, `flex cursor-pointer items-start gap-3 ${disabled ? 'cursor-not-allowed opacity-60' : 'hover:border-primary/60'}`)}
    >
      <input id={id} form={form} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 h-4 w-4 shrink-0 accent-primary-strong" />
      {children}
    </label>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-100 pt-2 text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
