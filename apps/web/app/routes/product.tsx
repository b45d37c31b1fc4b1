import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PageHeader } from '~/components/page-header';
import { CatalogView } from '~/features/catalog/catalog-view';
import { loadCatalog } from '~/features/catalog/catalog.server';
import type { Route } from './+types/product';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalog(request, context);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t('pages.product.title');
  return (
    <>
      <PageMeta title={title} description={t('catalog.metaDescription')} />
      <CatalogView data={loaderData} path="/product" header={<PageHeader title={title} />} />
    </>
  );
}
