import type { Executor } from '../../db/database.ts';
import type { SearchEngine } from '../../platform/search/search-engine.ts';
import { loadCatalog, loadDocuments } from './catalog.documents.ts';
import { ResponseCache } from './catalog.response-cache.ts';
import { CatalogSnapshot } from './catalog.snapshot.ts';
import { SummaryRows } from './catalog.summary-rows.ts';
import { DetailRows } from './catalog.detail-rows.ts';

/**
 * What the catalogue keeps in memory beside the database: the search index, the categories and brands
 * snapshot and the response cache. They change together, in rebuild(), so they never disagree.
 */
export class CatalogIndex {
  snapshot = CatalogSnapshot.empty();
  readonly cache = new ResponseCache();
  readonly rows = new SummaryRows();
  readonly details = new DetailRows();

  constructor(
    private readonly db: Executor,
    readonly search: SearchEngine,
  ) {}

  /** The pharmacies holding each product, as last indexed: what a stock move is compared with. */
  private stockedAt = new Map<number, readonly number[]>();

  async rebuild(): Promise<void> {
    const { docs, snapshot } = await loadCatalog(this.db);
    this.search.replaceAll(docs);
    this.snapshot = snapshot;
    this.stockedAt = new Map(docs.map((d) => [d.id, d.in_stock_at]));
    this.rows.clear();
    this.details.clear();
    this.cache.clear();
  }

  /** Does the pharmacy hold at least one unit, as last indexed. */
  inStockAt(productId: number, pharmacyId: number): boolean {
    return this.stockedAt.get(productId)?.includes(pharmacyId) ?? false;
  }

  /**
   * Re-reads some products (stock moved at checkout, expiry or cancel) into the index; far cheaper than
   * rebuild() on a large catalogue. Category and brand counts do not depend on stock, so the snapshot
   * stays. Of the cached responses only those showing these products go, and those filtered by the stock
   * of a pharmacy where one of them ran out or came back: every other page answers the same as before.
   */
  async refreshProducts(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const docs = await loadDocuments(this.db, productIds, this.snapshot);
    const flipped = new Set<number>();
    for (const doc of docs) {
      const before = new Set(this.stockedAt.get(doc.id) ?? []);
      const after = new Set(doc.in_stock_at);
      for (const p of after) if (!before.has(p)) flipped.add(p);
      for (const p of before) if (!after.has(p)) flipped.add(p);
      this.stockedAt.set(doc.id, doc.in_stock_at);
      this.search.upsert(doc);
    }
    // A product with no document any more was archived (console, issue 15): it leaves the index.
    const found = new Set(docs.map((d) => d.id));
    for (const id of productIds) {
      if (found.has(id)) continue;
      for (const p of this.stockedAt.get(id) ?? []) flipped.add(p);
      this.stockedAt.delete(id);
      this.search.remove(id);
    }
    this.rows.delete(productIds);
    this.details.delete(productIds);
    this.cache.invalidate(productIds, [...flipped]);
  }
}

// The search engine is the one object the app, the seed path and tests all hold, so the catalogue's
// in-memory state hangs off it: whoever rebuilds through the engine refreshes what the routes serve.
const indexes = new WeakMap<SearchEngine, CatalogIndex>();

export function catalogIndexFor(db: Executor, search: SearchEngine): CatalogIndex {
  let index = indexes.get(search);
  if (!index) {
    index = new CatalogIndex(db, search);
    indexes.set(search, index);
  }
  return index;
}

/**
 * Rebuilds the search index and snapshot from the database and drops cached responses. Call it after
 * any write to products, categories, brands or stock (seed, generator, tests, later the admin).
 */
export async function rebuildCatalogIndex(db: Executor, search: SearchEngine): Promise<void> {
  await catalogIndexFor(db, search).rebuild();
}
