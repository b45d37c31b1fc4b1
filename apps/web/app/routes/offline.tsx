import { useTranslation } from '~/i18n/translate';
import { HeadTags } from '~/components/head-tags';
import { PageMeta } from '~/components/page-meta';
import { buttonClass } from '~/components/ui/button';
import { SimpleHeader } from '~/features/layout/simple-header';
import type { StaticPageHandle } from '~/lib/offline-page';

/** Rendered without scripts: the service worker shows this HTML under whichever URL failed to load. */
export const handle: StaticPageHandle = { hydrate: false };

/**
 * What the service worker answers a page request with when the network is gone (sw/service-worker.ts).
 * It needs nothing but the cached stylesheet. "Try again" is a plain link to the address in the bar
 * (`href=""`), which is the page that failed, not /offline.
 */
export default function OfflinePage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-white">
      <SimpleHeader />
      <main id="main" className="mx-auto max-w-[1200px] px-4">
        <section className="flex flex-col items-center gap-4 py-16 text-center" data-testid="offline-page">
          <PageMeta title={t('offline.title')} description={t('offline.body')} />
          <HeadTags>
            <meta name="robots" content="noindex" />
          </HeadTags>
          <svg viewBox="0 0 24 24" className="h-16 w-16 text-primary-strong" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M2 8.8a15 15 0 0 1 4.2-2.7M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 4.1-2.3M14.9 10.4A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </svg>
          <h1 className="text-2xl font-bold">{t('offline.title')}</h1>
          <p className="max-w-md text-muted">{t('offline.body')}</p>
          <p className="max-w-md text-sm text-muted">{t('offline.hint')}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a href="" className={buttonClass('primary')}>
              {t('offline.retry')}
            </a>
            <a href="/" className={buttonClass('outline')}>
              {t('offline.backHome')}
            </a>
          </div>
        </section>
      </main>
    </div>
  );
}
