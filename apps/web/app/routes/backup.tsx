import { PageMeta } from '~/components/page-meta';
import { ConsentsCard } from '~/features/privacy/consents-card';
import { DeletionCard } from '~/features/privacy/deletion-card';
import { ExportCard } from '~/features/privacy/export-card';
import { loadPrivacy, privacyAction } from '~/features/privacy/privacy.server';
import { useRightsTranslation } from '~/features/privacy/rights-t';
import type { Route } from './+types/backup';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPrivacy(request, context);
}

/** The page's writes, by intent (features/privacy/privacy.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return privacyAction(request, context);
}

/** /backup "Data & privasi": the user's rights under UU PDP — export, consents, account deletion. */
export default function BackupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { r } = useRightsTranslation();
  const posted = actionData ?? undefined;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <PageMeta title={r('rights.title')} />
      <div>
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {r('rights.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{r('rights.intro')}</p>
      </div>
      <ExportCard exports={loaderData.exports} keepDays={loaderData.keepDays} posted={posted?.intent === 'export' ? posted : undefined} />
      <ConsentsCard consents={loaderData.consents} posted={posted?.intent === 'withdraw' ? posted : undefined} />
      <DeletionCard deletion={loaderData.deletion} graceDays={loaderData.graceDays} posted={posted && (posted.intent === 'delete' || posted.intent === 'cancel-delete') ? posted : undefined} />
    </section>
  );
}
