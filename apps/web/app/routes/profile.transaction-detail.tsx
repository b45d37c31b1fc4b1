import { data, redirect } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { ChatPharmacistButton } from '~/features/chat/chat-pharmacist-button';
import { OrderDetail } from '~/features/orders/order-detail';
import { orderAction } from '~/features/orders/order-actions.server';
import { isOrderIntent } from '~/features/orders/order-intents';
import { loadOrder } from '~/features/orders/orders.server';
import type { Route } from './+types/profile.transaction-detail';

/** Without ?id there is no transaction to show: the history lists them. A wrong or foreign id stays a 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id) throw redirect('/profile/transaction-history');
  return loadOrder(request, context, id);
}

/** The order's writes (ADR 012) post to the page showing it: cancel and buy again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isOrderIntent(intent)) throw data(null, { status: 400 });
  return orderAction(request, context, intent, form);
}

export default function ProfileTransactionDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profileTransactionDetail.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profileTransactionDetail.title')}
      </h1>
      <OrderDetail order={loaderData.order} actions={<ChatPharmacistButton pharmacy={loaderData.order.store.id} orderCode={loaderData.order.id} />} />
    </section>
  );
}
