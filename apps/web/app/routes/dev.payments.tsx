import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { DevPaymentsList } from '~/features/dev-payments/dev-payments-list';
import { devPaymentAction, loadDevPayments } from '~/features/dev-payments/dev-payments.server';
import type { Route } from './+types/dev.payments';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDevPayments(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return devPaymentAction(request, context);
}

export default function DevPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <PageMeta title={t('pages.devPayments.title')} />
      <h1 className="text-2xl font-bold">{t('pages.devPayments.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('devPayments.intro')}</p>
      <DevPaymentsList payments={loaderData.payments} all={loaderData.all} result={actionData} />
    </section>
  );
}
