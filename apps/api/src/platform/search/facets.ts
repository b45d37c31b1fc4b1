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

const ID_SPAN = 2 ** 31;

/**
 * Buckets by count, most first, ties by id. Each bucket is packed as one number (count above, id below,
 * inverted so one descending order is both) and the packed numbers sorted as a typed array: hundreds of
 * brands per list without an object or a comparator call each. Ids that do not pack take the plain way.
 */
function byCount(counts: Int32Array, keys: readonly number[]): FacetCount[] {
  let present = 0;
  let packable = true;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i]! <= 0) continue;
    present++;
    const id = keys[i]!;
    if (!Number.isInteger(id) || id < 0 || id >= ID_SPAN || counts[i]! >= 2 ** 21) packable = false;
  }
  if (!packable) return byCountPlain(counts, keys);
  const packed = new Float64Array(present);
  let at = 0;
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) packed[at++] = counts[i]! * ID_SPAN + (ID_SPAN - 1 - keys[i]!);
  packed.sort();
  const out: FacetCount[] = new Array(present);
  for (let j = 0; j < present; j++) {
    const value = packed[present - 1 - j]!;
    const count = Math.floor(value / ID_SPAN);
    out[j] = { key: String(ID_SPAN - 1 - (value - count * ID_SPAN)), count };
  }
  return out;
}

function byCountPlain(counts: Int32Array, keys: readonly number[]): FacetCount[] {
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
