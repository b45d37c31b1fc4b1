import type { Locale, ProductDetail } from '@apotek/contract';
import type { DetailRow, ProductKey } from './catalog.repository.ts';

export interface DetailEntry {
  /** Without stock: a product page reads the asked pharmacy's shelf on each request. */
  row: Omit<DetailRow, 'stock_quantity'>;
  images: Array<{ url: string; alt: string }>;
  /** The page without a pharmacy, per language, as an object and printed (filled on first ask). */
  shown: Partial<Record<Locale, { detail: ProductDetail; json: string }>>;
}

const keyOf = (key: ProductKey) => ('id' in key ? `id:${key.id}` : 'slug' in key ? `slug:${key.slug}` : `sku:${key.sku}`);

/**
 * Product pages' text and images, one entry per product, found by any key it was asked by (id, slug or
 * SKU), least recently used dropped first, so a product page costs no query without a pharmacy and one
 * stock read with one. One entry per product, not per key: a page asked by slug and by id would otherwise
 * hold its text twice and halve what fits (docs/decisions/018-catalogue-read-speed.md). Cleared with the
 * index on every catalogue write and per product when its stock moves, as SummaryRows is.
 */
export class DetailRows {
  private readonly entries = new Map<number, DetailEntry>();
  private readonly productOfKey = new Map<string, number>();
  private readonly keysOfProduct = new Map<number, Set<string>>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: ProductKey): DetailEntry | undefined {
    const id = this.productOfKey.get(keyOf(key));
    if (id === undefined) return undefined;
    const hit = this.entries.get(id);
    if (hit !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }

  set(key: ProductKey, entry: DetailEntry): void {
    const id = entry.row.id;
    const known = this.entries.get(id);
    // Another key of a product already held points at the held entry (and its prints).
    if (known === undefined) this.entries.set(id, entry);
    const k = keyOf(key);
    this.productOfKey.set(k, id);
    let keys = this.keysOfProduct.get(id);
    if (keys === undefined) this.keysOfProduct.set(id, (keys = new Set()));
    keys.add(k);
    if (this.entries.size > this.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  delete(productIds: readonly number[]): void {
    for (const id of productIds) this.drop(id);
  }

  clear(): void {
    this.entries.clear();
    this.productOfKey.clear();
    this.keysOfProduct.clear();
  }

  private drop(id: number): void {
    this.entries.delete(id);
    for (const k of this.keysOfProduct.get(id) ?? []) this.productOfKey.delete(k);
    this.keysOfProduct.delete(id);
  }
}
