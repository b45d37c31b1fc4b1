import type { DetailRow, ProductKey } from './catalog.repository.ts';

export interface DetailEntry {
  /** Without stock: a product page reads the asked pharmacy's shelf on each request. */
  row: Omit<DetailRow, 'stock_quantity'>;
  images: Array<{ url: string; alt: string }>;
}

const keyOf = (key: ProductKey) => ('id' in key ? `id:${key.id}` : 'slug' in key ? `slug:${key.slug}` : `sku:${key.sku}`);

/**
 * Product pages' text and images by the key they were asked by (id, slug or SKU), least recently used
 * dropped first, so a product page costs no query without a pharmacy and one stock read with one. Cleared
 * with the index on every catalogue write and per product when its stock moves, as SummaryRows is.
 */
export class DetailRows {
  private readonly entries = new Map<string, DetailEntry>();
  private readonly keysOfProduct = new Map<number, Set<string>>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: ProductKey): DetailEntry | undefined {
    const k = keyOf(key);
    const hit = this.entries.get(k);
    if (hit !== undefined) {
      this.entries.delete(k);
      this.entries.set(k, hit);
    }
    return hit;
  }

  set(key: ProductKey, entry: DetailEntry): void {
    const k = keyOf(key);
    this.drop(k);
    this.entries.set(k, entry);
    let keys = this.keysOfProduct.get(entry.row.id);
    if (keys === undefined) this.keysOfProduct.set(entry.row.id, (keys = new Set()));
    keys.add(k);
    if (this.entries.size > this.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  delete(productIds: readonly number[]): void {
    for (const id of productIds) for (const k of [...(this.keysOfProduct.get(id) ?? [])]) this.drop(k);
  }

  clear(): void {
    this.entries.clear();
    this.keysOfProduct.clear();
  }

  private drop(k: string): void {
    const entry = this.entries.get(k);
    if (entry === undefined) return;
    this.entries.delete(k);
    const keys = this.keysOfProduct.get(entry.row.id);
    keys?.delete(k);
    if (keys?.size === 0) this.keysOfProduct.delete(entry.row.id);
  }
}
