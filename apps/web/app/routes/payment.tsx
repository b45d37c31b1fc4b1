import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PendingPayments } from '~/features/payments/pending-payments';
import { loadPendingPayments } from '~/features/payments/payments.server';
import type { Route } from './+types/payment';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPendingPayments(request, context);
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.payment.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.payment.title')}
      </h1>
      <PendingPayments orders={loaderData.orders} />
    </section>
  );
}
