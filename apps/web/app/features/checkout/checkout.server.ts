import { redirect, type AppLoadContext } from 'react-router';
import { orderIdParams } from '@apotek/contract/orders';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';

/**
 * /cart/checkout?order={id}: the order being checked out, the address book, the payment channels and the wallet.
 * An order past checkout has nothing to choose any more: it goes to its payment or its summary.
 */
export async function loadCheckout(request: Request, context: AppLoadContext) {
  const id = new URL(request.url).searchParams.get('order') ?? '';
  if (!orderIdParams.safeParse({ id }).success) throw redirect('/cart');
  const api = serverApi(request, context);
  const [order, addresses, channels, wallet] = await Promise.all([
    api.call('myOrder', { params: { id } }),
    api.call('myAddresses', { query: { perPage: 100 } }),
    api.call('paymentChannels'),
    api.call('walletBalance'),
  ]);
  if (!order.ok) failPageWithStatus(order);
  const status = order.body.data.status;
  if (status === 'awaiting_payment') throw redirect(`/order/${id}/payment`);
  if (status !== 'checkout') throw redirect(`/order/summary/${id}`);
  const book = addresses.ok ? [...addresses.body.data.data].sort((a, b) => b.default_address - a.default_address) : [];
  // The options for the first address come with the page, so checkout works before the scripts load.
  const shipments = await api.call('shipmentTypes', { query: { order_id: id, address_id: book[0]?.id } });
  return {
    order: order.body.data,
    addresses: book,
    channels: channels.ok ? channels.body.data : [],
    shipments: shipments.ok ? shipments.body.data : null,
    // "Saldo Apotek" beside QRIS and the VAs; an unreadable wallet is simply not offered.
    wallet: wallet.ok ? { active: wallet.body.data.status === 'active', balance: wallet.body.data.balance } : null,
  };
}
