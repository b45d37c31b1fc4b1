import { useActionData } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { loadProductForm, productFormAction } from '~/console/catalog/catalog.server';
import { ProductForm } from '~/console/catalog/product-form';
import type { FormResult } from '~/lib/form-result';
import type { Route } from './+types/console.catalog.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductForm(request, context, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return productFormAction(request, context, params.id);
}

/** Issue 15: create (id `new`) or edit a product (docs/decisions/039-console-catalogue.md). */
export default function ConsoleProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<FormResult & { message?: string }>();
  const { product } = loaderData;
  return (
    <>
      <PageMeta title={product ? `${product.name} · ${t('consoleCatalog.title')}` : t('consoleCatalog.form.newTitle')} />
      {/* Another product is another form: its values start from that product. */}
      <ProductForm key={product?.id ?? 'new'} {...loaderData} result={result} />
    </>
  );
}
