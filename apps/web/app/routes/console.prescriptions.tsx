import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { RxQueue } from '~/console/prescriptions/rx-queue';
import { loadRxQueue } from '~/console/prescriptions/prescriptions.server';
import type { Route } from './+types/console.prescriptions';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRxQueue(request, context);
}

export default function ConsolePrescriptionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleRx.queue.title')} />
      <RxQueue {...loaderData} />
    </>
  );
}
