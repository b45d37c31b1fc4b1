import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { AuditList } from '~/console/audit/audit-list';
import { loadAudit } from '~/console/audit/audit.server';
import type { Route } from './+types/console.audit';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAudit(request, context);
}

export default function ConsoleAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleRx.audit.title')} />
      <AuditList {...loaderData} />
    </>
  );
}
