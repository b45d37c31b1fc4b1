import { data, redirect, type AppLoadContext } from 'react-router';
import { DRUG_CLASSES, type DrugClass } from '@apotek/contract/catalog-vocabulary';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { refused, text } from '~/lib/action-helpers.server';
import { requireConsoleUser } from '../console.server';
import { PRODUCT_FORM_FIELDS, productBodyFrom } from './product-form-values';

/** The console's catalogue screens need the scope the API demands for every catalogue call. */
export const CATALOG_SCOPE = 'catalog:manage';

export const ADMIN_SORTS = ['name', 'sku', 'price', 'created_at', 'drug_class'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
const STATUSES = ['active', 'archived', 'all'] as const;

export interface ProductFilters {
  q: string;
  drug_class: DrugClass | '';
  status: (typeof STATUSES)[number];
  category_id: string;
  brand_id: string;
  sort: AdminSort;
  dir: 'asc' | 'desc';
}

/** The filters in the address, each kept only when the API would take it (a bad one is dropped, not a 422 page). */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' => (allowed.includes(value as T) ? (value as T) : fallback);
  const idParam = (name: string) => (/^\d{1,9}$/.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    drug_class: pick(params.get('drug_class'), DRUG_CLASSES, ''),
    status: pick(params.get('status'), STATUSES, 'active') || 'active',
    category_id: idParam('category_id'),
    brand_id: idParam('brand_id'),
    sort: pick(params.get('sort'), ADMIN_SORTS, 'name') || 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

function apiFilters(f: ProductFilters) {
  return {
    q: f.q || undefined,
    drug_class: f.drug_class || undefined,
    status: f.status,
    category_id: f.category_id ? Number(f.category_id) : undefined,
    brand_id: f.brand_id ? Number(f.brand_id) : undefined,
    sort: f.sort,
    dir: f.dir,
  };
}

async function taxonomy(request: Request, context: AppLoadContext) {
  const api = serverApi(request, context);
  const [categories, brands] = await Promise.all([api.call('consoleCategories'), api.call('consoleBrands')]);
  if (!categories.ok) failPageWithStatus(categories);
  if (!brands.ok) failPageWithStatus(brands);
  return { categories: categories.body.data.data, brands: brands.body.data.data };
}

export async function loadProducts(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  const params = new URL(request.url).searchParams;
  const filters = parseProductFilters(params);
  const page = pageParam(params);
  const [result, tax] = await Promise.all([serverApi(request, context).call('consoleProducts', { query: { ...apiFilters(filters), page, perPage: 25 } }), taxonomy(request, context)]);
  if (!result.ok) failPageWithStatus(result);
  const { data: products, lastPage, total } = result.body.data;
  return {
    filters,
    products,
    page: result.body.data.page,
    lastPage,
    total,
    categories: tax.categories.filter((c) => c.level === 'category').map((c) => ({ id: c.id, name: c.name, name_en: c.name_en })),
    brands: tax.brands.map((b) => ({ id: b.id, name: b.name })),
  };
}

export async function loadProductForm(request: Request, context: AppLoadContext, id: string) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  const tax = await taxonomy(request, context);
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  if (id === 'new') return { product: null, ...tax, saved: false };
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const result = await serverApi(request, context).call('consoleProduct', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  return { product: result.body.data, ...tax, saved };
}

/** Save (create or update) or archive/restore; a refusal comes back with the API's per-field reasons and what was typed. */
export async function productFormAction(request: Request, context: AppLoadContext, id: string) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  const form = await request.formData();
  const api = serverApi(request, context);
  const intent = text(form, 'intent');
  if (intent === 'archive' || intent === 'restore') {
    const result = await api.call('consoleProductArchive', { params: { id }, body: { archived: intent === 'archive' } });
    if (!result.ok) return refused(result);
    return { message: result.body.message, values: undefined, errors: undefined };
  }
  const values = Object.fromEntries(PRODUCT_FORM_FIELDS.map((f) => [f, text(form, f)]));
  const body = productBodyFrom(values) as never;
  const result = id === 'new' ? await api.call('consoleProductCreate', { body }) : await api.call('consoleProductUpdate', { params: { id }, body });
  if (!result.ok) return refused(result, values);
  throw redirect(`/console/catalog/${result.body.data.id}?saved=1`);
}

// ── Categories and brands ───────────────────────────────────────────────────────────────────────────

export async function loadTaxonomy(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  const params = new URL(request.url).searchParams;
  const tax = await taxonomy(request, context);
  return {
    ...tax,
    filter: (params.get('q') ?? '').trim().slice(0, 80),
    edit: (params.get('edit') ?? '').slice(0, 24),
    brandPage: pageParam(params, 'bpage'),
    categoryPage: pageParam(params, 'cpage'),
  };
}

/** One form per intent: category or brand, create, update or delete. */
export async function taxonomyAction(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, CATALOG_SCOPE);
  const form = await request.formData();
  const api = serverApi(request, context);
  const intent = text(form, 'intent');
  const id = text(form, 'id');
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const category = () => ({
    name: text(form, 'name'),
    name_en: text(form, 'name_en'),
    slug: optional(text(form, 'slug')),
    parent_id: text(form, 'parent_id') ? Number(text(form, 'parent_id')) : null,
    sort_order: Number(text(form, 'sort_order') || 0),
  });
  const brand = () => ({
    name: text(form, 'name'),
    slug: optional(text(form, 'slug')),
    description: text(form, 'description'),
    description_en: text(form, 'description_en'),
    is_popular: form.get('is_popular') === 'on',
    logo_url: optional(text(form, 'logo_url')) ?? null,
  });
  const result =
    intent === 'category.create'
      ? await api.call('consoleCategoryCreate', { body: category() as never })
      : intent === 'category.update'
        ? await api.call('consoleCategoryUpdate', { params: { id }, body: category() as never })
        : intent === 'category.delete'
          ? await api.call('consoleCategoryDelete', { params: { id } })
          : intent === 'brand.create'
            ? await api.call('consoleBrandCreate', { body: brand() as never })
            : intent === 'brand.update'
              ? await api.call('consoleBrandUpdate', { params: { id }, body: brand() as never })
              : intent === 'brand.delete'
                ? await api.call('consoleBrandDelete', { params: { id } })
                : null;
  if (!result) throw data(null, { status: 400 });
  if (!result.ok) return refused(result, values, { intent, id });
  return { intent, id, message: result.body.message, done: true as const };
}
