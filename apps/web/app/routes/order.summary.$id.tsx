import { data, redirect } from 'react-router';
import { APPOINTMENT_ID_PATTERN } from '@apotek/contract/appointment-vocabulary';
import { CONSULTATION_ID_PATTERN } from '@apotek/contract/consultation-vocabulary';
import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { ChatPharmacistButton } from '~/features/chat/chat-pharmacist-button';
import { OrderDetail } from '~/features/orders/order-detail';
import { loadOrder } from '~/features/orders/orders.server';
import { orderAction } from '~/features/orders/order-actions.server';
import { isOrderIntent } from '~/features/orders/order-intents';
import { addressAction } from '~/features/addresses/address-actions.server';
import { isAddressIntent } from '~/features/addresses/address-intents';
import { DeliveryIssuePanel } from '~/features/orders/delivery-issue-panel';
import { DELIVERY_ISSUE_INTENT, type DeliveryIssueActionResult } from '~/features/orders/delivery-issue-result';
import { deliveryIssueAction } from '~/features/orders/delivery-issue.server';
import { AddressSummary } from '~/features/addresses/address-card';
import { AddressForm } from '~/features/addresses/address-form';
import { loadAddresses } from '~/features/addresses/addresses.server';
import type { Route } from './+types/order.summary.$id';

/** The id is optional in the route (SPEC §2); without one there is no order to show, so the list opens. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.id) throw redirect('/order');
  // SPEC §2 sends consultation and appointment notifications here with their own codes: their pages show them.
  if (CONSULTATION_ID_PATTERN.test(params.id)) throw redirect(`/doctor/consultation?id=${params.id}`);
  if (APPOINTMENT_ID_PATTERN.test(params.id)) throw redirect(`/doctor/appointment?id=${params.id}`);
  const { order } = await loadOrder(request, context, params.id);
  // The address book only while the pharmacy asks for an address (the delivery-issue panel chooses from it).
  return { order, addresses: order.delivery_issue ? (await loadAddresses(request, context)).addresses : [] };
}

/** The order page's writes (ADR 012), by intent: the customer's answer to a delivery issue. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === DELIVERY_ISSUE_INTENT) return deliveryIssueAction(request, context, params.id, form);
  const intent = form.get('intent');
  if (isOrderIntent(intent)) return orderAction(request, context, intent, form);
  // The address form posts to the page it sits on (here, the delivery-issue panel's new address).
  if (isAddressIntent(intent)) return addressAction(request, context, intent, form);
  throw data(null, { status: 400 });
}

export default function OrderSummaryIdPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.orderSummary.title')} />
      <PageHeader title={t('pages.orderSummary.title')} />
      <DeliveryIssuePanel order={loaderData.order} addresses={loaderData.addresses} posted={actionData?.intent === DELIVERY_ISSUE_INTENT ? (actionData as DeliveryIssueActionResult) : undefined} AddressView={AddressSummary} AddressEditor={AddressForm} />
      <OrderDetail order={loaderData.order} actions={<ChatPharmacistButton pharmacy={loaderData.order.store.id} orderCode={loaderData.order.id} />} />
    </section>
  );
}
