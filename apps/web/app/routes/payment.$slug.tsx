import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PaymentView } from '~/features/payments/payment-view';
import { paymentAction } from '~/features/payments/payment-actions.server';
import { loadTokenPayment } from '~/features/payments/payments.server';
import type { Route } from './+types/payment.$slug';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTokenPayment(request, context, params.slug);
}

/** "Ganti metode" posts here (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, context);
}

export default function PaymentSlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.paymentDetail.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.paymentDetail.title')}
      </h1>
      <PaymentView payment={loaderData.payment} method={loaderData.method} />
    </section>
  );
}
