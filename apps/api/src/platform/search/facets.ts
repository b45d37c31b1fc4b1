import { DRUG_CLASSES, type DrugClass } from '@apotek/contract';
import { PRICE_BANDS, type FacetCount } from './search-engine.ts';

/** The PRICE_BANDS index a price falls in. */
export function priceBand(price: number): number {
  for (let i = 0; i < PRICE_BANDS.length; i++) {
    const [, min, max] = PRICE_BANDS[i]!;
    if (price >= min && price < max) return i;
  }
  return price < 0 ? 0 : PRICE_BANDS.length - 1;
}

export function drugClassIndex(value: DrugClass): number {
  const i = DRUG_CLASSES.indexOf(value);
  return i < 0 ? 0 : i;
}

export interface Facets {
  category: FacetCount[];
  brand: FacetCount[];
  drug_class: FacetCount[];
  price_band: FacetCount[];
}

/** Dense counters, indexed by the engine's category and brand numbering (see DocumentIndex). */
export class FacetCounts {
  readonly category: Int32Array;
  readonly brand: Int32Array;
  readonly drugClass = new Int32Array(DRUG_CLASSES.length);
  readonly priceBand = new Int32Array(PRICE_BANDS.length);

  constructor(categories: number, brands: number) {
    this.category = new Int32Array(categories);
    this.brand = new Int32Array(brands);
  }

  /**
   * The counts as the interface lists them: categories and brands by count, most first (ties by id),
   * drug classes and price bands in their natural order; buckets with no documents are left out.
   */
  result(categoryKeys: readonly number[], brandKeys: readonly number[]): Facets {
    return {
      category: byCount(this.category, categoryKeys),
      brand: byCount(this.brand, brandKeys),
      drug_class: inOrder(this.drugClass, DRUG_CLASSES),
      price_band: inOrder(
        this.priceBand,
        PRICE_BANDS.map(([key]) => key),
      ),
    };
  }
}

function byCount(counts: Int32Array, keys: readonly number[]): FacetCount[] {
  const out: Array<{ id: number; count: number }> = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) out.push({ id: keys[i]!, count: counts[i]! });
  out.sort((a, b) => b.count - a.count || a.id - b.id);
  return out.map(({ id, count }) => ({ key: String(id), count }));
}

function inOrder(counts: Int32Array, keys: readonly string[]): FacetCount[] {
  const out: FacetCount[] = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) out.push({ key: keys[i]!, count: counts[i]! });
  return out;
}
