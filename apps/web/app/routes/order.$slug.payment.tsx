import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PaymentView } from '~/features/payments/payment-view';
import { paymentAction } from '~/features/payments/payment-actions.server';
import { loadOrderPayment } from '~/features/payments/payments.server';
import { walletChoice } from '~/features/wallet/wallet.server';
import type { Route } from './+types/order.$slug.payment';

/** The order's payment, and the customer's wallet offered beside it ("Saldo Apotek"). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [payment, wallet] = await Promise.all([loadOrderPayment(request, context, params.slug), walletChoice(request, context)]);
  return { ...payment, wallet };
}

/** "Ganti metode" posts here (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, context);
}

export default function OrderSlugPaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.orderPayment.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.orderPayment.title')}
      </h1>
      <PaymentView payment={loaderData.payment} method={loaderData.method} wallet={loaderData.wallet} />
    </section>
  );
}
