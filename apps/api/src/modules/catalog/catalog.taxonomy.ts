import { type Brand, type brandsQuery, type categoriesQuery, type Category, lastPageOf, type Locale, type Page } from '@apotek/contract';
import type { z } from 'zod';
import { notFound } from '../../platform/api-error.ts';
import type { CatalogIndex } from './catalog.index.ts';
import { toBrand, toCategory } from './catalog.mappers.ts';
import type { BrandNode, CategoryNode } from './catalog.snapshot.ts';
import { normalizeText } from './catalog.text.ts';

type CategoryFilter = NonNullable<z.output<typeof categoriesQuery>['filter']>;
type BrandsQuery = z.output<typeof brandsQuery>;

/** Categories and brands, answered from the in-memory snapshot (a few hundred rows, counts included). */
export class TaxonomyService {
  constructor(private readonly index: CatalogIndex) {}

  private get snapshot() {
    return this.index.snapshot;
  }

  /** `filter[key]=value`; with no filter at all, the top-level categories (what the menu shows). */
  categories(filter: CategoryFilter | undefined, locale: Locale): Category[] {
    const f = filter ?? {};
    const none = f.slug === undefined && f.name === undefined && f.parent_id === undefined && f.level === undefined;
    const level = none ? 'category' : f.level;
    const slug = f.slug?.toLowerCase();
    const name = f.name !== undefined ? normalizeText(f.name) : undefined;
    return this.snapshot.categories
      .filter(
        (c) =>
          (level === undefined || c.level === level) &&
          (slug === undefined || c.slug === slug) &&
          (f.parent_id === undefined || c.parent_id === f.parent_id) &&
          (name === undefined || normalizeText(c.name).includes(name) || normalizeText(c.name_en).includes(name)),
      )
      .map((c) => toCategory(c, locale));
  }

  private categoryOrThrow(idOrSlug: string): CategoryNode {
    const node = this.snapshot.category(idOrSlug);
    if (!node) throw notFound();
    return node;
  }

  /** Sub-categories of a top-level category. */
  subCategories(idOrSlug: string, locale: Locale): Category[] {
    const node = this.categoryOrThrow(idOrSlug);
    if (node.level !== 'category') throw notFound();
    return this.snapshot.childrenOf(node.id).map((c) => toCategory(c, locale));
  }

  /** Segments under a sub-category, or under every sub-category of a category. */
  segments(idOrSlug: string, locale: Locale): Category[] {
    const node = this.categoryOrThrow(idOrSlug);
    if (node.level === 'segment') throw notFound();
    const subs = node.level === 'category' ? this.snapshot.childrenOf(node.id) : [node];
    return subs.flatMap((s) => this.snapshot.childrenOf(s.id)).map((c) => toCategory(c, locale));
  }

  /** Brands A–Z; `q` matches anywhere in the name, `letter` is the first letter (`#` for a digit). */
  brands(query: BrandsQuery, locale: Locale): Page<Brand> {
    const q = query.q !== undefined ? normalizeText(query.q) : '';
    const letter = query.letter?.toLowerCase();
    const matches = this.snapshot.brands.filter((b) => {
      const name = normalizeText(b.name);
      if (q && !name.includes(q)) return false;
      if (letter === '#') return /^[0-9]/.test(name);
      return letter === undefined || name.startsWith(letter);
    });
    const start = (query.page - 1) * query.perPage;
    return {
      data: matches.slice(start, start + query.perPage).map((b) => toBrand(b, locale)),
      page: query.page,
      perPage: query.perPage,
      total: matches.length,
      lastPage: lastPageOf(matches.length, query.perPage),
    };
  }

  /** Popular brands, those with the most products first. */
  popularBrands(limit: number, locale: Locale): Brand[] {
    return this.snapshot.brands
      .filter((b) => b.is_popular)
      .sort((a, b) => b.product_count - a.product_count || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((b) => toBrand(b, locale));
  }

  brandNode(idOrSlug: string): BrandNode {
    const node = this.snapshot.brand(idOrSlug);
    if (!node) throw notFound();
    return node;
  }

  brand(idOrSlug: string, locale: Locale): Brand {
    return toBrand(this.brandNode(idOrSlug), locale);
  }
}
