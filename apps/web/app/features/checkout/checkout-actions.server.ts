import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import type { RouteBody } from '@apotek/contract/routes';
import { refused, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';

/** /cart/checkout's `confirm`: delivery, address and payment chosen, the payment opens. The API checks every choice. */
export async function confirmCheckout(request: Request, context: AppLoadContext, form: FormData) {
  const intent = form.get('intent');
  const id = new URL(request.url).searchParams.get('order') ?? '';
  if (intent !== 'confirm' || !orderIdParams.safeParse({ id }).success) throw data(null, { status: 400 });
  const shipment = text(form, 'shipment');
  const address = Number(text(form, 'address'));
  const body = {
    shipment_type: shipment,
    // Pick-up needs no address; any other way is delivered to the chosen one.
    address_id: shipment !== 'pickup' && Number.isInteger(address) && address > 0 ? address : undefined,
    payment_channel: text(form, 'channel'),
    notes: text(form, 'notes'),
  } as RouteBody<'confirmOrder'>;
  const result = await serverApi(request, context).call('confirmOrder', { params: { id }, body });
  // SPEC §8: a refused confirmation keeps the server's own message, and the shopper stays to fix it.
  if (!result.ok) return refused(result, { notes: body.notes ?? '' }, { intent: 'confirm' as const });
  throw redirect(`/order/${encodeURIComponent(id)}/payment`);
}
