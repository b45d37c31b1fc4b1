import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { CATALOG_SCOPE } from '~/console/catalog/catalog.server';
import { ProductImport } from '~/console/catalog/product-import';
import { requireConsoleUser } from '~/console/console.server';
import type { Route } from './+types/console.catalog.import';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  return null;
}

/** Issue 15: import products by CSV or XLSX with a dry-run preview (docs/decisions/039-console-catalogue.md). */
export default function ConsoleCatalogImportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('consoleCatalog.import.title')} />
      <ProductImport />
    </>
  );
}
