import { type ComponentType, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Address } from '@apotek/contract/addresses';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import type { Order } from '@apotek/contract/orders';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/root-data';
import { useActionNotice } from '~/lib/use-action-notice';
import { DELIVERY_ISSUE_INTENT, type DeliveryIssueActionResult } from './delivery-issue-result';
import { Card } from '~/components/ui/card';

/**
 * "Masalah alamat" on the customer's order page (issue 8, point 1): the pharmacy cannot deliver to the
 * order's address and asks for another one, or for consent to collect the order at the pharmacy with the
 * shipping fee refunded. Both answers post to the route's action; without scripts the page shows the outcome.
 */
export interface DeliveryIssuePanelProps {
  order: Order;
  /** The customer's address book (loaded only while an issue is open). */
  addresses: Address[];
  posted?: DeliveryIssueActionResult | undefined;
  /** How an address reads, and the form that edits or adds one: the address feature's, passed in by the route. */
  AddressView: ComponentType<{ address: Address }>;
  AddressEditor: ComponentType<{ address?: Address; onSaved: (saved: Address) => void; onCancel?: () => void }>;
}

export function DeliveryIssuePanel({ order, addresses, posted, AddressView, AddressEditor }: DeliveryIssuePanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<DeliveryIssueActionResult>();
  const result = fetcher.data ?? (posted?.intent === DELIVERY_ISSUE_INTENT ? posted : undefined);
  const { inline } = useActionNotice(result, { errors: true });
  const [editing, setEditing] = useState(false);
  const busy = fetcher.state !== 'idle';
  const issue = order.delivery_issue;
  if (!issue) return inline && result?.success ? <Alert tone="success">{result.success}</Alert> : null;

  const current = order.address ? addresses.find((a) => a.id === order.address?.id) : undefined;
  const chosen = (event: { currentTarget: HTMLFormElement }) => !!new FormData(event.currentTarget).get('address_id');
  return (
    <Card as="section" tone="warning" className="border-2 text-sm" aria-labelledby="delivery-issue-title" data-testid="delivery-issue-panel">
      <h2 id="delivery-issue-title" className="text-base font-semibold text-ink">
        {t('orders.deliveryIssue.title')}
      </h2>
      <p className="mt-1">
        <span className="font-medium">{issue.reason_text}</span>
        {issue.note && <span>. {issue.note}</span>}
      </p>
      <p className="mt-1 text-xs text-muted">{t('orders.deliveryIssue.raisedAt', { time: formatDateTime(issue.raised_at, locale), pharmacy: order.store.name })}</p>
      {result && !result.success && (inline || result.errors) && (
        <div className="mt-3">
          <Alert tone="error">{result.unavailable ? t('auth.errors.unavailable') : result.message}</Alert>
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Card padding="sm" compact data-testid="delivery-issue-address">
          <h3 className="font-semibold">{t('orders.deliveryIssue.addressTitle')}</h3>
          <p className="mt-1 text-muted">{t('orders.deliveryIssue.addressHint')}</p>
          {addresses.length > 0 ? (
            <fetcher.Form method="post" className="mt-3 space-y-2" onSubmit={(event) => chosen(event) || event.preventDefault()}>
              <input type="hidden" name="intent" value={DELIVERY_ISSUE_INTENT} />
              <input type="hidden" name="action" value="update_address" />
              <fieldset className="space-y-2">
                <legend className="sr-only">{t('orders.deliveryIssue.addressTitle')}</legend>
                {addresses.map((address) => (
                  <label key={address.id} className="flex cursor-pointer gap-2 rounded-lg border border-gray-200 p-2 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
                    <input type="radio" name="address_id" value={address.id} required defaultChecked={address.id === order.address?.id} className="mt-1" />
                    <AddressView address={address} />
                  </label>
                ))}
              </fieldset>
              <Button type="submit" disabled={busy} className="w-full sm:w-auto">
                {t('orders.deliveryIssue.useAddress')}
              </Button>
            </fetcher.Form>
          ) : (
            <p className="mt-2 text-muted">{t('orders.deliveryIssue.noAddresses')}</p>
          )}
          <div className="mt-3 border-t border-gray-100 pt-3">
            {editing ? (
              <AddressEditor
                {...(current ? { address: current } : {})}
                onCancel={() => setEditing(false)}
                onSaved={(saved) => {
                  setEditing(false);
                  void fetcher.submit({ intent: DELIVERY_ISSUE_INTENT, action: 'update_address', address_id: String(saved.id) }, { method: 'post' });
                }}
              />
            ) : (
              <Button variant="ghost" onClick={() => setEditing(true)} className="px-0 text-primary-strong underline-offset-2 hover:underline">
                {current ? t('orders.deliveryIssue.editPin') : t('orders.deliveryIssue.newAddress')}
              </Button>
            )}
          </div>
        </Card>
        <Card padding="sm" compact data-testid="delivery-issue-pickup">
          <h3 className="font-semibold">{t('orders.deliveryIssue.pickupTitle', { pharmacy: order.store.name })}</h3>
          <p className="mt-1 text-muted">{t('orders.deliveryIssue.pickupHint', { fee: formatRupiah(order.shipping_cost) })}</p>
          <fetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={DELIVERY_ISSUE_INTENT} />
            <input type="hidden" name="action" value="switch_to_pickup" />
            <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto">
              {t('orders.deliveryIssue.usePickup')}
            </Button>
          </fetcher.Form>
        </Card>
      </div>
    </Card>
  );
}
