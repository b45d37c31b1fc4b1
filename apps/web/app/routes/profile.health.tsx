import { PageMeta } from '~/components/page-meta';
import { useTranslation } from '~/i18n/translate';
import { HealthTrackerView } from '~/features/health/health-page';
import { useHealthT } from '~/features/health/health-i18n';
import { healthAction, loadHealth } from '~/features/health/health.server';
import printCss from '~/features/health/health-print.css?url';
import type { Route } from './+types/profile.health';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printCss, media: 'print' }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHealth(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return healthAction(request, context);
}

/** /profile/health (SPEC §2): the user's trackers inside the profile (issue 14; docs/decisions/035-health-tracker.md). */
export default function ProfileHealthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const th = useHealthT();
  return (
    // contain:inline-size: the tabs and tables scroll inside the page instead of widening the profile's grid column on a phone.
    <section aria-labelledby="page-title" className="min-w-0 space-y-4 [contain:inline-size]">
      <PageMeta title={t('pages.profileHealth.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('pages.profileHealth.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{th('health.profileLead')}</p>
      </header>
      <HealthTrackerView data={loaderData} result={actionData} withCalculator={false} />
    </section>
  );
}
