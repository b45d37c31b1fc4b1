import { data, redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import type { RouteBody } from '@apotek/contract/routes';
import { refused, text } from '~/lib/action-helpers.server';
import { serverApi } from '~/lib/session.server';

/**
 * The charge a wallet payment stands behind: the order must be confirmed (priced, awaiting payment)
 * before pay-order can pay it, and confirming opens a charge. QRIS holds the order the shortest time (15
 * minutes), right for a payment made at once with the PIN; if the customer does not pay from the wallet
 * after all, the payment page still offers that QR. Paying from the wallet cancels it.
 */
const WALLET_BACKING_CHANNEL = 'qris';

/** /cart/checkout's `confirm`: delivery, address and payment chosen, the payment opens. The API checks every choice. */
export async function confirmCheckout(request: Request, context: AppLoadContext, form: FormData) {
  const intent = form.get('intent');
  const id = new URL(request.url).searchParams.get('order') ?? '';
  if (intent !== 'confirm' || !orderIdParams.safeParse({ id }).success) throw data(null, { status: 400 });
  const shipment = text(form, 'shipment');
  const address = Number(text(form, 'address'));
  const wallet = text(form, 'channel') === 'wallet';
  const body = {
    shipment_type: shipment,
    // Pick-up needs no address; any other way is delivered to the chosen one.
    address_id: shipment !== 'pickup' && Number.isInteger(address) && address > 0 ? address : undefined,
    payment_channel: wallet ? WALLET_BACKING_CHANNEL : text(form, 'channel'),
    notes: text(form, 'notes'),
  } as RouteBody<'confirmOrder'>;
  const result = await serverApi(request, context).call('confirmOrder', { params: { id }, body });
  // SPEC §8: a refused confirmation keeps the server's own message, and the shopper stays to fix it.
  if (!result.ok) return refused(result, { notes: body.notes ?? '' }, { intent: 'confirm' as const });
  // The wallet asks for the PIN on its own page (SPEC §2: /order/wallet/confrim/{slug}).
  throw redirect(wallet ? `/order/wallet/confrim/${encodeURIComponent(id)}` : `/order/${encodeURIComponent(id)}/payment`);
}
