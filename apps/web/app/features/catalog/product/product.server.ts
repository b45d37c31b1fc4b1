import { data, type AppLoadContext } from 'react-router';
import { idOrSlug } from '@apotek/contract/catalog';
import { serverApi } from '~/lib/session.server';
import { storeIdFromRequest } from '~/lib/store-cookie';
import { failPage } from '~/lib/page-errors.server';
import { chosenStore } from '../catalog.server';

/** /product/{slug}: the product (with stock at the chosen pharmacy), related products and the page's absolute address (from PUBLIC_URL). */
export async function loadProduct(request: Request, context: AppLoadContext, slug: string) {
  if (!idOrSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const relatedPending = api.call('relatedProducts', { params: { id: slug }, query: { limit: 10 } });
  const store = await chosenStore(api, storeIdFromRequest(request));
  const product = await api.call('product', { params: { id: slug }, query: store ? { store_id: store.id } : {} });
  if (!product.ok) failPage(product);
  const related = await relatedPending;
  const origin = context.publicUrl;
  return {
    product: product.body.data,
    related: related.ok ? related.body.data : [],
    store,
    origin,
    canonical: `${origin}/product/${product.body.data.slug}`,
  };
}
