import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { BannerCarousel } from '~/features/home/banner-carousel';
import { CategoryShortcuts } from '~/features/home/category-shortcuts';
import { ConsultDoctors } from '~/features/home/consult-doctors';
import { HomeHero } from '~/features/home/home-hero';
import { loadHome } from '~/features/home/home.server';
import { LatestArticles } from '~/features/home/latest-articles';
import { OpenPharmacies } from '~/features/home/open-pharmacies';
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

/** The home page: the banners (the first is the hero; the text hero stands in without any), then the shop's sections. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { banners, categories, promoted, brands, pharmacies, doctors, articles } = loaderData;
  return (
    <>
      <PageMeta title={t('pages.home.title')} description={t('meta.homeDescription')} bare />
      {banners.length > 0 ? <BannerCarousel banners={banners} /> : <HomeHero />}
      <ServiceShortcuts />
      <CategoryShortcuts categories={categories} />
      <PromotedProducts products={promoted} />
      <PopularBrands brands={brands} />
      <OpenPharmacies pharmacies={pharmacies} />
      <ConsultDoctors doctors={doctors} />
      <LatestArticles articles={articles} />
      <TrustNotes />
    </>
  );
}
