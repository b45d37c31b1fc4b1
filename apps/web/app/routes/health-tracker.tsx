import { PageMeta } from '~/components/page-meta';
import { useTranslation } from '~/i18n/translate';
import { HealthTrackerView } from '~/features/health/health-page';
import { useHealthT } from '~/features/health/health-i18n';
import { healthAction, loadHealth } from '~/features/health/health.server';
import printCss from '~/features/health/health-print.css?url';
import type { Route } from './+types/health-tracker';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printCss, media: 'print' }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHealth(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return healthAction(request, context);
}

/** /health-tracker (SPEC §2): the BMI calculator and the trackers (issue 14; docs/decisions/035-health-tracker.md). */
export default function HealthTrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const th = useHealthT();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl space-y-4">
      <PageMeta title={t('pages.healthTracker.title')} description={th('health.lead')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('pages.healthTracker.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{th('health.lead')}</p>
      </header>
      <HealthTrackerView data={loaderData} result={actionData} withCalculator />
    </section>
  );
}
