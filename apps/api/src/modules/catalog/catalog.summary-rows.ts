import type { SummaryRow } from './catalog.repository.ts';

export type CatalogRow = Omit<SummaryRow, 'stock_quantity'>;

/**
 * Product rows as a list card shows them, by id, least recently used dropped first: a page of 20 from
 * the search engine is then read from memory, not from one more query. Dropped with the index on every
 * catalogue write (rebuild) and per product when its stock moves (refreshProducts), as the index is. Stock
 * is not held here: whether a pharmacy has a product comes from the index, which the same writes refresh.
 */
export class SummaryRows {
  private readonly rows = new Map<number, CatalogRow>();

  /**
   * Room for a catalogue of 100,000 (ARCHITECTURE §5's size): at 30,000 a third of uncached list pages at
   * that size still read rows from the database. A row is ~15 short fields (~0.5 KB with its card prints).
   */
  constructor(private readonly maxEntries = 100_000) {}

  get(id: number): CatalogRow | undefined {
    const row = this.rows.get(id);
    if (row !== undefined) {
      this.rows.delete(id);
      this.rows.set(id, row);
    }
    return row;
  }

  /** The row without counting it as a use (the caller has just asked for it through get). */
  peek(id: number): CatalogRow | undefined {
    return this.rows.get(id);
  }

  set(row: CatalogRow): void {
    this.rows.delete(row.id);
    this.rows.set(row.id, row);
    if (this.rows.size > this.maxEntries) this.rows.delete(this.rows.keys().next().value!);
  }

  delete(ids: readonly number[]): void {
    for (const id of ids) this.rows.delete(id);
  }

  clear(): void {
    this.rows.clear();
  }
}
