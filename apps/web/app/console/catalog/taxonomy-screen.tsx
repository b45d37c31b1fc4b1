import { Form, Link, useNavigation } from 'react-router';
import type { ConsoleBrand, ConsoleCategory } from '@apotek/contract/catalog-admin';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClass, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DataTable } from '~/components/ui/data-table';
import { EmptyState } from '~/components/ui/empty-state';
import { Field, inputClass } from '~/components/ui/field';
import { Pagination } from '~/components/ui/pagination';
import { useLocale } from '~/lib/root-data';
import { csvHref } from './csv';

const BRANDS_PER_PAGE = 20;
const CATEGORIES_PER_PAGE = 40;

export interface TaxonomyResult {
  intent?: string;
  id?: string;
  message?: string;
  done?: true;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

interface Props {
  categories: ConsoleCategory[];
  brands: ConsoleBrand[];
  filter: string;
  edit: string;
  brandPage: number;
  categoryPage: number;
  result: TaxonomyResult | undefined;
}

/** Categories in tree order: each top-level one, its sub-categories, and theirs. */
function treeOrder(categories: ConsoleCategory[]): ConsoleCategory[] {
  const children = new Map<number | null, ConsoleCategory[]>();
  for (const c of categories) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
  const out: ConsoleCategory[] = [];
  const walk = (parent: number | null) => {
    for (const c of children.get(parent) ?? []) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}

/** /console/taxonomy: categories, sub-categories and segments as one tree, and the brands; each added, edited and deleted here. */
export function TaxonomyScreen({ categories, brands, filter, edit, brandPage, categoryPage, result }: Props) {
  const { t } = useTranslation();
  const needle = filter.toLowerCase();
  const matches = (...texts: string[]) => !needle || texts.some((s) => s.toLowerCase().includes(needle));
  const tree = treeOrder(categories).filter((c) => matches(c.name, c.name_en, c.slug));
  const lastCategoryPage = Math.max(1, Math.ceil(tree.length / CATEGORIES_PER_PAGE));
  const pageOfCategories = tree.slice((categoryPage - 1) * CATEGORIES_PER_PAGE, categoryPage * CATEGORIES_PER_PAGE);
  const shownBrands = brands.filter((b) => matches(b.name, b.slug));
  const lastBrandPage = Math.max(1, Math.ceil(shownBrands.length / BRANDS_PER_PAGE));
  const pageOfBrands = shownBrands.slice((brandPage - 1) * BRANDS_PER_PAGE, brandPage * BRANDS_PER_PAGE);
  const [editKind, editId] = edit.split(':');
  const editingCategory = editKind === 'category' ? categories.find((c) => String(c.id) === editId) : undefined;
  const editingBrand = editKind === 'brand' ? brands.find((b) => String(b.id) === editId) : undefined;
  const href = (params: Record<string, string>) => {
    const q = new URLSearchParams({ ...(filter ? { q: filter } : {}), ...params });
    const s = q.toString();
    return s ? `/console/taxonomy?${s}` : '/console/taxonomy';
  };
  const failed = result && !result.done ? result : undefined;

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('consoleCatalog.taxonomy.title')}
        </h1>
        <p className="text-sm text-muted">{t('consoleCatalog.taxonomy.intro')}</p>
      </div>
      {result?.done && result.message && <Alert tone="success">{result.message}</Alert>}
      {failed && !failed.errors?.name && failed.message && <Alert tone="error">{failed.message}</Alert>}
      <Form method="get" className="flex max-w-md gap-2" role="search">
        <label className="sr-only" htmlFor="taxonomy-filter">
          {t('consoleCatalog.taxonomy.filter')}
        </label>
        <input id="taxonomy-filter" type="search" name="q" defaultValue={filter} placeholder={t('consoleCatalog.taxonomy.filter')} className={inputClass(false, 'py-1.5')} />
        <Button type="submit" className="px-4 py-1.5">
          {t('consoleCatalog.list.apply')}
        </Button>
      </Form>

      <section aria-labelledby="categories-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="categories-title" className="text-lg font-semibold">
            {t('consoleCatalog.taxonomy.categories')} <span className="text-sm font-normal text-muted">· {t('consoleCatalog.taxonomy.countCategories', { count: tree.length })}</span>
          </h2>
          <a
            href={csvHref(
              ['id', 'slug', 'name', 'name_en', 'level', 'parent_id', 'sort_order', 'product_count'],
              tree.map((c) => [c.id, c.slug, c.name, c.name_en, c.level, c.parent_id ?? '', c.sort_order, c.product_count]),
            )}
            download="kategori.csv"
            className={buttonClass('outline', 'px-3 py-1.5 text-sm')}
          >
            {t('consoleCatalog.list.exportCsv')}
          </a>
        </div>
        <CategoryForm key={editingCategory?.id ?? 'new'} categories={categories} category={editingCategory} result={result?.intent?.startsWith('category.') ? failed : undefined} cancelHref={href({})} />
        {tree.length === 0 ? (
          <EmptyState compact text={t('consoleCatalog.taxonomy.empty')} />
        ) : (
          <DataTable columns={[t('consoleCatalog.list.name'), t('consoleCatalog.taxonomy.level'), 'Slug', t('consoleCatalog.taxonomy.products'), '']}>
            {pageOfCategories.map((c) => (
              <tr key={c.id} className="border-t border-gray-100" data-testid="category-row">
                <td className={`px-4 py-2 ${c.level === 'category' ? 'font-semibold' : c.level === 'sub_category' ? 'pl-8' : 'pl-12 text-muted'}`}>
                  {c.name}
                  <span className="block text-xs text-muted" lang="en">
                    {c.name_en}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-xs">{t(`consoleCatalog.taxonomy.levels.${c.level}`)}</td>
                <td className="px-4 py-2 font-mono text-xs">{c.slug}</td>
                <td className="px-4 py-2 text-right tabular-nums">{c.product_count}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right">
                  <RowActions editHref={href({ edit: `category:${c.id}`, ...(categoryPage > 1 ? { cpage: String(categoryPage) } : {}) })} intent="category.delete" id={c.id} name={c.name} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination page={categoryPage} lastPage={lastCategoryPage} hrefFor={(p) => href(p > 1 ? { cpage: String(p) } : {})} label={t('consoleCatalog.taxonomy.categories')} />
      </section>

      <section aria-labelledby="brands-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="brands-title" className="text-lg font-semibold">
            {t('consoleCatalog.taxonomy.brands')} <span className="text-sm font-normal text-muted">· {t('consoleCatalog.taxonomy.countBrands', { count: shownBrands.length })}</span>
          </h2>
          <a
            href={csvHref(
              ['id', 'slug', 'name', 'is_popular', 'product_count'],
              shownBrands.map((b) => [b.id, b.slug, b.name, b.is_popular ? 1 : 0, b.product_count]),
            )}
            download="merek.csv"
            className={buttonClass('outline', 'px-3 py-1.5 text-sm')}
          >
            {t('consoleCatalog.list.exportCsv')}
          </a>
        </div>
        <BrandForm key={editingBrand?.id ?? 'new'} brand={editingBrand} result={result?.intent?.startsWith('brand.') ? failed : undefined} cancelHref={href({})} />
        {pageOfBrands.length === 0 ? (
          <EmptyState compact text={t('consoleCatalog.taxonomy.empty')} />
        ) : (
          <DataTable columns={[t('consoleCatalog.list.name'), 'Slug', t('consoleCatalog.taxonomy.popular'), t('consoleCatalog.taxonomy.products'), '']}>
            {pageOfBrands.map((b) => (
              <tr key={b.id} className="border-t border-gray-100" data-testid="brand-row">
                <td className="px-4 py-2 font-semibold">{b.name}</td>
                <td className="px-4 py-2 font-mono text-xs">{b.slug}</td>
                <td className="px-4 py-2">{b.is_popular ? '★' : ''}</td>
                <td className="px-4 py-2 text-right tabular-nums">{b.product_count}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right">
                  <RowActions editHref={href({ edit: `brand:${b.id}`, ...(brandPage > 1 ? { bpage: String(brandPage) } : {}) })} intent="brand.delete" id={b.id} name={b.name} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination page={brandPage} lastPage={lastBrandPage} hrefFor={(p) => href(p > 1 ? { bpage: String(p) } : {})} label={t('consoleCatalog.taxonomy.brands')} />
      </section>
    </section>
  );
}

function RowActions({ editHref, intent, id, name }: { editHref: string; intent: string; id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      <Link to={editHref} className={buttonClass('ghost', 'px-2 py-1 text-xs')} aria-label={`${t('consoleCatalog.taxonomy.edit')} ${name}`}>
        {t('consoleCatalog.taxonomy.edit')}
      </Link>
      <Form
        method="post"
        onSubmit={(e) => {
          if (!window.confirm(t('consoleCatalog.taxonomy.deleteConfirm', { name }))) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-xs text-danger')} aria-label={`${t('consoleCatalog.taxonomy.delete')} ${name}`}>
          {t('consoleCatalog.taxonomy.delete')}
        </button>
      </Form>
    </span>
  );
}

function CategoryForm({ categories, category, result, cancelHref }: { categories: ConsoleCategory[]; category: ConsoleCategory | undefined; result: TaxonomyResult | undefined; cancelHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const v = result?.values ?? {};
  const errs = (f: string) => result?.errors?.[f];
  const parents = categories.filter((c) => c.level !== 'segment' && c.id !== category?.id);
  return (
    <Card as={Form} method="post" padding="sm" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={category ? t('consoleCatalog.taxonomy.editCategory') : t('consoleCatalog.taxonomy.addCategory')}>
      <input type="hidden" name="intent" value={category ? 'category.update' : 'category.create'} />
      {category && <input type="hidden" name="id" value={category.id} />}
      <Field label={t('consoleCatalog.form.name')} errors={errs('name')}>
        {(control) => <input {...control} name="name" required maxLength={80} defaultValue={v.name ?? category?.name ?? ''} className={inputClass(Boolean(errs('name')))} />}
      </Field>
      <Field label={t('consoleCatalog.form.nameEn')} errors={errs('name_en')}>
        {(control) => <input {...control} name="name_en" required maxLength={80} defaultValue={v.name_en ?? category?.name_en ?? ''} className={inputClass(Boolean(errs('name_en')))} />}
      </Field>
      <Field label={t('consoleCatalog.taxonomy.parent')} errors={errs('parent_id')}>
        {(control) => (
          <select {...control} name="parent_id" defaultValue={v.parent_id ?? (category?.parent_id ? String(category.parent_id) : '')} className={inputClass(Boolean(errs('parent_id')))}>
            <option value="">{t('consoleCatalog.taxonomy.noParent')}</option>
            {parents.map((c) => (
              <option key={c.id} value={c.id}>
                {c.level === 'sub_category' ? '— ' : ''}
                {locale === 'en' ? c.name_en || c.name : c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('consoleCatalog.taxonomy.sortOrder')} errors={errs('sort_order')}>
        {(control) => <input {...control} name="sort_order" inputMode="numeric" defaultValue={v.sort_order ?? String(category?.sort_order ?? 0)} className={inputClass(Boolean(errs('sort_order')))} />}
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit" className="px-4 py-2" disabled={busy}>
          {category ? t('consoleCatalog.taxonomy.save') : t('consoleCatalog.taxonomy.addCategory')}
        </Button>
        {category && (
          <LinkButton to={cancelHref} variant="ghost" className="px-3 py-2">
            {t('consoleCatalog.taxonomy.cancel')}
          </LinkButton>
        )}
      </div>
    </Card>
  );
}

function BrandForm({ brand, result, cancelHref }: { brand: ConsoleBrand | undefined; result: TaxonomyResult | undefined; cancelHref: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const v = result?.values ?? {};
  const errs = (f: string) => result?.errors?.[f];
  return (
    <Card as={Form} method="post" padding="sm" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={brand ? t('consoleCatalog.taxonomy.editBrand') : t('consoleCatalog.taxonomy.addBrand')}>
      <input type="hidden" name="intent" value={brand ? 'brand.update' : 'brand.create'} />
      {brand && <input type="hidden" name="id" value={brand.id} />}
      {brand?.logo_url && <input type="hidden" name="logo_url" value={brand.logo_url} />}
      <Field label={t('consoleCatalog.list.name')} errors={errs('name')}>
        {(control) => <input {...control} name="name" required maxLength={80} defaultValue={v.name ?? brand?.name ?? ''} className={inputClass(Boolean(errs('name')))} />}
      </Field>
      <Field label={t('consoleCatalog.taxonomy.description')} errors={errs('description')}>
        {(control) => <input {...control} name="description" maxLength={2000} defaultValue={v.description ?? brand?.description ?? ''} className={inputClass(Boolean(errs('description')))} />}
      </Field>
      <Field label={t('consoleCatalog.taxonomy.descriptionEn')} errors={errs('description_en')}>
        {(control) => <input {...control} name="description_en" lang="en" maxLength={2000} defaultValue={v.description_en ?? brand?.description_en ?? ''} className={inputClass(Boolean(errs('description_en')))} />}
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name="is_popular" defaultChecked={v.is_popular ? v.is_popular === 'on' : brand?.is_popular} />
          {t('consoleCatalog.taxonomy.popular')}
        </label>
        <Button type="submit" className="px-4 py-2" disabled={busy}>
          {brand ? t('consoleCatalog.taxonomy.save') : t('consoleCatalog.taxonomy.addBrand')}
        </Button>
        {brand && (
          <LinkButton to={cancelHref} variant="ghost" className="px-3 py-2">
            {t('consoleCatalog.taxonomy.cancel')}
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
