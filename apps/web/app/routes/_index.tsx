import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { CategoryShortcuts } from '~/features/home/category-shortcuts';
import { HomeHero } from '~/features/home/home-hero';
import { loadHome } from '~/features/home/home.server';
import { PopularBrands } from '~/features/home/popular-brands';
import { PromotedProducts } from '~/features/home/promoted-products';
import { ServiceShortcuts } from '~/features/home/service-shortcuts';
import { TrustNotes } from '~/features/home/trust-notes';
import type { PageHandle } from '~/features/layout/page-handle';
import type { Route } from './+types/_index';

export const handle: PageHandle = { navStyle: 'dark' };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.home.title')} description={t('meta.homeDescription')} bare />
      <HomeHero />
      <ServiceShortcuts />
      <CategoryShortcuts categories={loaderData.categories} />
      <PromotedProducts products={loaderData.promoted} />
      <PopularBrands brands={loaderData.brands} />
      <TrustNotes />
    </>
  );
}
