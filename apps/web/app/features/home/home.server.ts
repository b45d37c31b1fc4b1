import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/session.server';

/** The home page's shop sections. Each is optional: a failing call hides its section, never the page. */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [promoted, brands, categories] = await Promise.all([
    api.call('promotedProducts', { query: { limit: 10 } }),
    api.call('popularBrands', { query: { limit: 12 } }),
    api.call('productCategories', { query: { filter: { level: 'category' } } }),
  ]);
  return {
    promoted: promoted.ok ? promoted.body.data : [],
    brands: brands.ok ? brands.body.data : [],
    categories: categories.ok ? categories.body.data : [],
  };
}
