import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { ConsoleOrders } from '~/console/orders/console-orders';
import { loadConsoleOrders, transitionAction } from '~/console/orders/console-orders.server';
import type { Route } from './+types/console.orders';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleOrders(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return transitionAction(request, context);
}

export default function ConsoleOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('console.orders.title')} />
      <ConsoleOrders {...loaderData} result={actionData} />
    </>
  );
}
