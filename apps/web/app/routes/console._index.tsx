import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { ConsoleHome } from '~/console/console-shell';
import type { SessionUser } from '~/lib/session-user';

export default function ConsoleIndex() {
  const { t } = useTranslation();
  const data = useRouteLoaderData('routes/console') as { user: SessionUser } | undefined;
  if (!data) return null;
  return (
    <>
      <PageMeta title={t('console.title')} />
      <ConsoleHome user={data.user} />
    </>
  );
}
