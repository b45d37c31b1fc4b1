import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { BrandHeader } from '~/features/brands/brand-header';
import { loadBrand } from '~/features/brands/brands.server';
import { CatalogView } from '~/features/catalog/catalog-view';
import { loadCatalog } from '~/features/catalog/catalog.server';
import type { Route } from './+types/brand.$id';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [brand, catalog] = await Promise.all([loadBrand(request, context, params.id), loadCatalog(request, context, params.id)]);
  return { brand, catalog };
}

export default function BrandIdPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, catalog } = loaderData;
  return (
    <>
      <PageMeta title={t('brands.detailTitle', { name: brand.name })} description={brand.description || t('brands.detailDescription', { name: brand.name })} />
      <CatalogView data={catalog} path={`/brand/${brand.slug}`} omit={['brand']} header={<BrandHeader brand={brand} />} />
    </>
  );
}
