import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { loadProducts } from '~/console/catalog/catalog.server';
import { ProductTable } from '~/console/catalog/product-table';
import type { Route } from './+types/console.catalog';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProducts(request, context);
}

/** Issue 15: the console's product table (docs/decisions/039-console-catalogue.md). */
export default function ConsoleCatalogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleCatalog.title')} />
      <ProductTable {...loaderData} />
    </>
  );
}
