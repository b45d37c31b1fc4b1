import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/page-meta';
import { HomeHero } from '~/features/home/home-hero';
import { ServiceShortcuts } from '~/features/home/service-shortcuts';
import { TrustNotes } from '~/features/home/trust-notes';
import type { PageHandle } from '~/features/layout/page-handle';

export const handle: PageHandle = { navStyle: 'dark' };

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.home.title')} description={t('meta.homeDescription')} bare />
      <HomeHero />
      <ServiceShortcuts />
      <TrustNotes />
    </>
  );
}
