import type { ProductSort } from '@apotek/contract';
import type { DocumentIndex } from './document-index.ts';

/** The sorts that do not depend on a query: their order of the whole catalogue can be kept. */
export type FixedSort = Exclude<ProductSort, 'relevance'>;

export interface SortOrder {
  /** Live slots, first to last in the sort. */
  order: Int32Array;
  /** Position of each slot in `order` (dead slots: a position past the end). */
  rank: Int32Array;
}

/** The comparators of the fixed sorts; ties go by id so every order is total and stable across runs. */
export function fixedComparator(index: DocumentIndex, sort: FixedSort): (a: number, b: number) => number {
  const { ids, price, sold, created } = index;
  const bestSelling = (a: number, b: number) => sold[b]! - sold[a]! || ids[a]! - ids[b]!;
  switch (sort) {
    case 'price_asc':
      return (a, b) => price[a]! - price[b]! || bestSelling(a, b);
    case 'price_desc':
      return (a, b) => price[b]! - price[a]! || bestSelling(a, b);
    case 'newest':
      return (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!;
    default:
      return bestSelling;
  }
}

/**
 * The whole catalogue sorted once per fixed sort, kept until a write changes what a sort reads (price,
 * sales, date, or which slots live): a page is then a walk from the start of the order instead of a
 * selection over every match. Stock moves change none of these, so checkouts never rebuild them.
 */
export class SortOrders {
  private readonly orders = new Map<FixedSort, SortOrder>();
  private version = -1;

  get(index: DocumentIndex, sort: FixedSort, version: number): SortOrder {
    if (version !== this.version) {
      this.orders.clear();
      this.version = version;
    }
    let built = this.orders.get(sort);
    if (built === undefined) {
      const live: number[] = [];
      for (let slot = 0; slot < index.slotCount; slot++) if (index.alive[slot] === 1) live.push(slot);
      live.sort(fixedComparator(index, sort));
      const order = Int32Array.from(live);
      const rank = new Int32Array(index.slotCount).fill(order.length);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      built = { order, rank };
      this.orders.set(sort, built);
    }
    return built;
  }
}
