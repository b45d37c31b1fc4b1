import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PointsHistoryPage } from '~/features/loyalty/points-history';
import { loadPointsHistory } from '~/features/loyalty/loyalty.server';
import type { Route } from './+types/profile.poin-history';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPointsHistory(request, context);
}

export default function ProfilePoinHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profilePoinHistory.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profilePoinHistory.title')}
      </h1>
      <PointsHistoryPage {...loaderData} />
    </section>
  );
}
