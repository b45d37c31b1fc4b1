import {
  type BrandInput,
  type CategoryInput,
  type ConsoleBrand,
  type ConsoleCategory,
  type ConsoleProduct,
  type ConsoleProductRow,
  type ConsoleProductsQuery,
  mayBePromoted,
  needsPrescriptionByClass,
  type ProductInput,
  productRules,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { notFound } from '../../platform/api-error.ts';
import { type FieldReason, fieldRefusal, refusal } from './catalog-admin.errors.ts';
import {
  brandUse,
  categoryUse,
  EDITABLE_COLUMNS,
  findBrand,
  findCategory,
  findProduct,
  insertProduct,
  listBrands,
  listCategories,
  listProducts,
  type ProductRow,
  replaceImages,
  skuOwner,
  slugOwner,
  updateProduct,
} from './catalog-admin.repository.ts';
import { auditActor, type CatalogAudit } from './catalog-admin.ports.ts';
import { slugify } from './catalog.random.ts';

type AuditSnapshot = Record<string, unknown> | null;

export interface CatalogAdminServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  audit: CatalogAudit;
}

/** The fields of a product the audit log keeps before and after a change. */
export function productSnapshot(row: ProductRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, slug: row.slug, archived_at: row.archived_at };
  for (const c of EDITABLE_COLUMNS) out[c] = row[c];
  return out;
}

export function productView(row: ProductRow, names: { category: Map<number, string>; brand: Map<number, string> }): ConsoleProduct {
  const view: Record<string, unknown> = {};
  for (const c of EDITABLE_COLUMNS) view[c] = row[c];
  return {
    ...(view as Omit<ProductInput, 'slug'>),
    id: row.id,
    slug: row.slug,
    requires_prescription: needsPrescriptionByClass(row.drug_class),
    may_be_promoted: mayBePromoted(row.drug_class),
    archived_at: row.archived_at,
    created_at: row.created_at,
    category_name: names.category.get(row.category_id) ?? null,
    brand_name: row.brand_id !== null ? (names.brand.get(row.brand_id) ?? null) : null,
  };
}

/** The taxonomy as the import and the views read it. */
export interface Taxonomy {
  categories: Awaited<ReturnType<typeof listCategories>>;
  brands: Awaited<ReturnType<typeof listBrands>>;
}

export async function loadNames(db: Executor): Promise<{ category: Map<number, string>; brand: Map<number, string> }> {
  const [categories, brands] = await Promise.all([db.selectFrom('product_categories').select(['id', 'name']).execute(), db.selectFrom('brands').select(['id', 'name']).execute()]);
  return { category: new Map(categories.map((c) => [c.id, c.name])), brand: new Map(brands.map((b) => [b.id, b.name])) };
}

type TaxonomyRef = { id: number; level: string; parent_id: number | null };

/**
 * Where a product sits: a top-level category, a sub-category under it and a segment under that, each
 * optional below the first; the brand must exist. Answers the refusals, none when it fits.
 */
export function placementIssues(p: Pick<ProductInput, 'category_id' | 'sub_category_id' | 'segment_id' | 'brand_id'>, categories: ReadonlyMap<number, TaxonomyRef>, brands: ReadonlySet<number>): FieldReason[] {
  const out: FieldReason[] = [];
  const cat = categories.get(p.category_id);
  if (!cat || cat.level !== 'category') out.push({ field: 'category_id', key: 'unknownCategory', vars: { value: p.category_id } });
  if (p.sub_category_id !== null) {
    const sub = categories.get(p.sub_category_id);
    if (!sub || sub.level !== 'sub_category' || sub.parent_id !== p.category_id) out.push({ field: 'sub_category_id', key: 'categoryLevel', vars: { value: p.sub_category_id, level: 'sub_category' } });
  }
  if (p.segment_id !== null) {
    const seg = categories.get(p.segment_id);
    if (!seg || seg.level !== 'segment' || p.sub_category_id === null || seg.parent_id !== p.sub_category_id) out.push({ field: 'segment_id', key: 'categoryLevel', vars: { value: p.segment_id, level: 'segment' } });
  }
  if (p.brand_id !== null && !brands.has(p.brand_id)) out.push({ field: 'brand_id', key: 'unknownBrand', vars: { value: p.brand_id } });
  return out;
}

/** The console's catalogue writes: each in one transaction with its audit entry, then `catalog.changed`. */
export class CatalogAdminService {
  constructor(private readonly deps: CatalogAdminServiceDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** After commit: the search index and caches of every node drop these products (an empty list: the taxonomy). */
  async changed(productIds: number[]): Promise<void> {
    await this.deps.bus.publish('catalog.changed', { productIds });
  }

  async list(query: ConsoleProductsQuery): Promise<{ data: ConsoleProductRow[]; page: number; perPage: number; total: number; lastPage: number }> {
    const { db } = this.deps;
    const [{ rows, total }, names] = await Promise.all([listProducts(db, query), loadNames(db)]);
    return {
      data: rows.map((r) => ({
        id: r.id,
        sku: r.sku,
        slug: r.slug,
        name: r.name,
        drug_class: r.drug_class,
        price: r.price,
        promo_price: r.promo_price,
        bpom_number: r.bpom_number,
        image_url: r.image_url,
        archived_at: r.archived_at,
        created_at: r.created_at,
        category_name: names.category.get(r.category_id) ?? null,
        brand_name: r.brand_id !== null ? (names.brand.get(r.brand_id) ?? null) : null,
      })),
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    };
  }

  async get(id: number): Promise<ConsoleProduct> {
    const row = await findProduct(this.deps.db, id);
    if (!row) throw notFound();
    return productView(row, await loadNames(this.deps.db));
  }

  private async check(db: Executor, input: ProductInput, selfId: number | null, locale: 'id' | 'en'): Promise<void> {
    const reasons: FieldReason[] = productRules(input, locale).map((r) => ({ field: r.field, key: r.key, ...(r.vars ? { vars: r.vars } : {}) }));
    const [categories, brands] = await Promise.all([
      db.selectFrom('product_categories').select(['id', 'level', 'parent_id']).execute(),
      db.selectFrom('brands').select('id').execute(),
    ]);
    reasons.push(...placementIssues(input, new Map(categories.map((c) => [c.id, c])), new Set(brands.map((b) => b.id))));
    const owner = await skuOwner(db, input.sku);
    if (owner !== undefined && owner !== selfId) reasons.push({ field: 'sku', key: 'skuTaken', vars: { sku: input.sku } });
    if (input.slug) {
      const slugBy = await slugOwner(db, input.slug);
      if (slugBy !== undefined && slugBy !== selfId) reasons.push({ field: 'slug', key: 'slugTaken' });
    }
    if (reasons.length > 0) throw fieldRefusal(reasons);
  }

  private async freeSlug(db: Executor, base: string): Promise<string> {
    let slug = base.slice(0, 150) || 'produk';
    for (let n = 2; (await slugOwner(db, slug)) !== undefined; n++) slug = `${base.slice(0, 150)}-${n}`;
    return slug;
  }

  private columns(input: ProductInput) {
    const out: Record<string, unknown> = {};
    for (const c of EDITABLE_COLUMNS) out[c] = input[c];
    return { ...(out as Pick<ProductRow, (typeof EDITABLE_COLUMNS)[number]>), requires_prescription: needsPrescriptionByClass(input.drug_class) ? 1 : 0 };
  }

  async create(user: AuthUser, input: ProductInput, locale: 'id' | 'en'): Promise<ConsoleProduct> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.check(trx, input, null, locale);
      const slug = input.slug ?? (await this.freeSlug(trx, slugify(`${input.name} ${input.sku}`)));
      const id = await insertProduct(trx, { ...this.columns(input), slug, created_at: at });
      await replaceImages(trx, id, input.image_url, input.name);
      const created = (await findProduct(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'product.create', entity: 'product', entityId: created.sku, before: null, after: productSnapshot(created), at });
      return created;
    });
    await this.changed([row.id]);
    return productView(row, await loadNames(this.deps.db));
  }

  async update(user: AuthUser, id: number, input: ProductInput, locale: 'id' | 'en'): Promise<ConsoleProduct> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const before = await findProduct(trx, id);
      if (!before) throw notFound();
      await this.check(trx, input, id, locale);
      await updateProduct(trx, id, { ...this.columns(input), ...(input.slug ? { slug: input.slug } : {}) });
      if (before.image_url !== input.image_url) await replaceImages(trx, id, input.image_url, input.name);
      const after = (await findProduct(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'product.update', entity: 'product', entityId: after.sku, ...diff(productSnapshot(before), productSnapshot(after)), at });
      return after;
    });
    await this.changed([row.id]);
    return productView(row, await loadNames(this.deps.db));
  }

  async archive(user: AuthUser, id: number, archived: boolean): Promise<ConsoleProduct> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const before = await findProduct(trx, id);
      if (!before) throw notFound();
      if ((before.archived_at !== null) === archived) return before;
      await updateProduct(trx, id, { archived_at: archived ? at : null });
      await this.deps.audit(trx, { ...auditActor(user), action: 'product.archive', entity: 'product', entityId: before.sku, before: { archived_at: before.archived_at }, after: { archived_at: archived ? at : null }, at });
      return (await findProduct(trx, id))!;
    });
    await this.changed([row.id]);
    return productView(row, await loadNames(this.deps.db));
  }

  // ── Categories ──────────────────────────────────────────────────────────────────────────────────

  async categories(): Promise<ConsoleCategory[]> {
    return (await listCategories(this.deps.db)).map(categoryView);
  }

  private async placeCategory(db: Executor, input: CategoryInput, selfId: number | null): Promise<'category' | 'sub_category' | 'segment'> {
    if (input.parent_id === null) return 'category';
    if (input.parent_id === selfId) throw fieldRefusal([{ field: 'parent_id', key: 'parentSelf' }]);
    const parent = await findCategory(db, input.parent_id);
    if (!parent) throw fieldRefusal([{ field: 'parent_id', key: 'parentUnknown' }]);
    if (parent.level === 'segment') throw fieldRefusal([{ field: 'parent_id', key: 'parentTooDeep' }]);
    return parent.level === 'category' ? 'sub_category' : 'segment';
  }

  private async categorySlug(db: Executor, input: CategoryInput, selfId: number | null): Promise<string> {
    const wanted = input.slug ?? slugify(input.name);
    const taken = await db.selectFrom('product_categories').select('id').where('slug', '=', wanted).executeTakeFirst();
    if (taken && taken.id !== selfId) {
      if (input.slug) throw fieldRefusal([{ field: 'slug', key: 'slugTaken' }]);
      return `${wanted}-${Date.now().toString(36)}`;
    }
    return wanted;
  }

  async createCategory(user: AuthUser, input: CategoryInput): Promise<ConsoleCategory> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const level = await this.placeCategory(trx, input, null);
      const slug = await this.categorySlug(trx, input, null);
      const { id } = await trx
        .insertInto('product_categories')
        .values({ slug, name: input.name, name_en: input.name_en, parent_id: input.parent_id, sort_order: input.sort_order, level, icon_url: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = (await findCategory(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'category.create', entity: 'category', entityId: created.slug, before: null, after: { ...created }, at });
      return created;
    });
    await this.changed([]);
    return categoryView({ ...row, product_count: 0 });
  }

  async updateCategory(user: AuthUser, id: number, input: CategoryInput): Promise<ConsoleCategory> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, id);
      if (!before) throw notFound();
      const level = await this.placeCategory(trx, input, id);
      // Moving a category between levels would strand its products' placement: the level stays.
      if (level !== before.level) throw fieldRefusal([{ field: 'parent_id', key: 'categoryLevel', vars: { value: input.parent_id ?? '-', level: before.level } }]);
      const slug = await this.categorySlug(trx, { ...input, slug: input.slug ?? before.slug }, id);
      await trx.updateTable('product_categories').set({ slug, name: input.name, name_en: input.name_en, parent_id: input.parent_id, sort_order: input.sort_order }).where('id', '=', id).execute();
      const after = (await findCategory(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'category.update', entity: 'category', entityId: after.slug, ...diff({ ...before }, { ...after }), at });
      return after;
    });
    await this.changed([]);
    const counted = (await listCategories(this.deps.db)).find((c) => c.id === row.id);
    return categoryView(counted ?? { ...row, product_count: 0 });
  }

  async deleteCategory(user: AuthUser, id: number): Promise<void> {
    const at = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await findCategory(trx, id);
      if (!before) throw notFound();
      const used = await categoryUse(trx, id);
      if (used > 0) throw refusal(409, 'categoryInUse', { count: used });
      await trx.deleteFrom('product_categories').where('id', '=', id).execute();
      await this.deps.audit(trx, { ...auditActor(user), action: 'category.delete', entity: 'category', entityId: before.slug, before: { ...before }, after: null, at });
    });
    await this.changed([]);
  }

  // ── Brands ──────────────────────────────────────────────────────────────────────────────────────

  async brands(): Promise<ConsoleBrand[]> {
    return (await listBrands(this.deps.db)).map(brandView);
  }

  private async brandSlug(db: Executor, input: BrandInput, selfId: number | null): Promise<string> {
    const wanted = input.slug ?? slugify(input.name);
    const taken = await db.selectFrom('brands').select('id').where('slug', '=', wanted).executeTakeFirst();
    if (taken && taken.id !== selfId) throw fieldRefusal([{ field: input.slug ? 'slug' : 'name', key: 'slugTaken' }]);
    return wanted;
  }

  async createBrand(user: AuthUser, input: BrandInput): Promise<ConsoleBrand> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const slug = await this.brandSlug(trx, input, null);
      const { id } = await trx
        .insertInto('brands')
        .values({ slug, name: input.name, description: input.description, description_en: input.description_en, is_popular: input.is_popular ? 1 : 0, logo_url: input.logo_url, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = (await findBrand(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'brand.create', entity: 'brand', entityId: created.slug, before: null, after: { ...created }, at });
      return created;
    });
    await this.changed([]);
    return brandView({ ...row, product_count: 0 });
  }

  async updateBrand(user: AuthUser, id: number, input: BrandInput): Promise<ConsoleBrand> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const before = await findBrand(trx, id);
      if (!before) throw notFound();
      const slug = await this.brandSlug(trx, { ...input, slug: input.slug ?? before.slug }, id);
      await trx
        .updateTable('brands')
        .set({ slug, name: input.name, description: input.description, description_en: input.description_en, is_popular: input.is_popular ? 1 : 0, logo_url: input.logo_url })
        .where('id', '=', id)
        .execute();
      const after = (await findBrand(trx, id))!;
      await this.deps.audit(trx, { ...auditActor(user), action: 'brand.update', entity: 'brand', entityId: after.slug, ...diff({ ...before }, { ...after }), at });
      return after;
    });
    await this.changed([]);
    const counted = (await listBrands(this.deps.db)).find((b) => b.id === row.id);
    return brandView(counted ?? { ...row, product_count: 0 });
  }

  async deleteBrand(user: AuthUser, id: number): Promise<void> {
    const at = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await findBrand(trx, id);
      if (!before) throw notFound();
      const used = await brandUse(trx, id);
      if (used > 0) throw refusal(409, 'brandInUse', { count: used });
      await trx.deleteFrom('brands').where('id', '=', id).execute();
      await this.deps.audit(trx, { ...auditActor(user), action: 'brand.delete', entity: 'brand', entityId: before.slug, before: { ...before }, after: null, at });
    });
    await this.changed([]);
  }
}

/** Only what changed, before and after. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): { before: AuditSnapshot; after: AuditSnapshot } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

function categoryView(r: { id: number; slug: string; name: string; name_en: string; parent_id: number | null; level: 'category' | 'sub_category' | 'segment'; sort_order: number; product_count: number }): ConsoleCategory {
  return { id: r.id, slug: r.slug, name: r.name, name_en: r.name_en, parent_id: r.parent_id, level: r.level, sort_order: r.sort_order, product_count: r.product_count };
}

function brandView(r: { id: number; slug: string; name: string; description: string; description_en: string; is_popular: number; logo_url: string | null; product_count: number }): ConsoleBrand {
  return { id: r.id, slug: r.slug, name: r.name, description: r.description, description_en: r.description_en, is_popular: r.is_popular === 1, logo_url: r.logo_url, product_count: r.product_count };
}
