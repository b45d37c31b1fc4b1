import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '~/components/ui/button';
import { ClockIcon } from '~/components/ui/icons';
import type { PendingPageKey } from '~/lib/pending-routes';
import { PageMeta } from './page-meta';

/**
 * A page whose feature has not landed yet: its real title and an honest note, never made-up content.
 * The feature's issue replaces the body and takes the route off PENDING_ROUTES, which is why `page`
 * only accepts the titles listed there.
 */
export function PendingPage({ page, children }: { page: PendingPageKey; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  return (
    <section aria-labelledby="page-title" data-pending-page={page}>
      <PageMeta title={title} />
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      {children}
      <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong">
          <ClockIcon className="h-6 w-6" />
        </span>
        <p className="text-lg font-semibold">{t('pending.title')}</p>
        <p className="max-w-md text-sm text-muted">{t('pending.body')}</p>
        <LinkButton to="/" variant="outline" className="mt-2">
          {t('pending.backHome')}
        </LinkButton>
      </div>
    </section>
  );
}
