import type { CategoryLevel } from './catalog.tables.ts';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  level: CategoryLevel;
  parent_id: number | null;
  icon_url: string | null;
  sort_order: number;
  product_count: number;
}

export interface BrandNode {
  id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  description: string;
  description_en: string;
  is_popular: boolean;
  product_count: number;
}

const INT32_MAX = 2_147_483_647;

/** A path id: a positive integer is an id, anything else a slug (lower-cased, as slugs are stored). */
export function parseIdOrSlug(value: string): { id: number } | { slug: string } | null {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    // Larger than an integer column holds: PostgreSQL would refuse the comparison, and no row has it.
    return id >= 1 && id <= INT32_MAX ? { id } : null;
  }
  return { slug: value.toLowerCase() };
}

const byOrder = (a: CategoryNode, b: CategoryNode) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * Categories and brands with their product counts, held in memory: a few hundred rows that every list,
 * facet label and suggestion needs, rebuilt with the search index whenever the catalogue changes.
 */
export class CatalogSnapshot {
  readonly categoriesById = new Map<number, CategoryNode>();
  private readonly categoriesBySlug = new Map<string, CategoryNode>();
  private readonly children = new Map<number, CategoryNode[]>();
  readonly categories: CategoryNode[];
  readonly brandsById = new Map<number, BrandNode>();
  private readonly brandsBySlug = new Map<string, BrandNode>();
  /** Brands A–Z. */
  readonly brands: BrandNode[];

  constructor(categories: CategoryNode[], brands: BrandNode[]) {
    this.categories = [...categories].sort(byOrder);
    for (const c of this.categories) {
      this.categoriesById.set(c.id, c);
      this.categoriesBySlug.set(c.slug, c);
      if (c.parent_id !== null) {
        const list = this.children.get(c.parent_id) ?? [];
        list.push(c);
        this.children.set(c.parent_id, list);
      }
    }
    this.brands = [...brands].sort((a, b) => a.name.localeCompare(b.name, 'id', { sensitivity: 'base' }) || a.id - b.id);
    for (const b of this.brands) {
      this.brandsById.set(b.id, b);
      this.brandsBySlug.set(b.slug, b);
    }
  }

  static empty(): CatalogSnapshot {
    return new CatalogSnapshot([], []);
  }

  category(idOrSlug: string): CategoryNode | undefined {
    const key = parseIdOrSlug(idOrSlug);
    if (!key) return undefined;
    return 'id' in key ? this.categoriesById.get(key.id) : this.categoriesBySlug.get(key.slug);
  }

  childrenOf(id: number): CategoryNode[] {
    return this.children.get(id) ?? [];
  }

  brand(idOrSlug: string): BrandNode | undefined {
    const key = parseIdOrSlug(idOrSlug);
    if (!key) return undefined;
    return 'id' in key ? this.brandsById.get(key.id) : this.brandsBySlug.get(key.slug);
  }
}
