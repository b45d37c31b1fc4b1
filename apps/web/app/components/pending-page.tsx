import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { ClockIcon } from '~/components/ui/icons';
import type { PendingPageKey } from '~/lib/pending-routes';
import { PageMeta } from './page-meta';
import { EmptyState } from '~/components/ui/empty-state';

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
      <EmptyState
        icon={ClockIcon}
        iconTone="secondary"
        title={t('pending.title')}
        text={t('pending.body')}
        className="mt-6"
        action={
          <LinkButton to="/" variant="outline" className="mt-1">
            {t('pending.backHome')}
          </LinkButton>
        }
      />
    </section>
  );
}
