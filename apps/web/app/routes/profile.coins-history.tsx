import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { CoinsHistoryPage } from '~/features/loyalty/coins-history';
import { loadCoinsHistory } from '~/features/loyalty/loyalty.server';
import type { Route } from './+types/profile.coins-history';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCoinsHistory(request, context);
}

export default function ProfileCoinsHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profileCoinsHistory.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profileCoinsHistory.title')}
      </h1>
      <CoinsHistoryPage {...loaderData} />
    </section>
  );
}
