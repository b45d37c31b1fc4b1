import type { Executor } from '../../db/database.ts';
import type { SearchEngine } from '../../platform/search/search-engine.ts';
import { loadCatalog, loadDocuments } from './catalog.documents.ts';
import { ResponseCache } from './catalog.response-cache.ts';
import { CatalogSnapshot } from './catalog.snapshot.ts';

/**
 * What the catalogue keeps in memory beside the database: the search index, the categories and brands
 * snapshot and the response cache. They change together, in rebuild(), so they never disagree.
 */
export class CatalogIndex {
  snapshot = CatalogSnapshot.empty();
  readonly cache = new ResponseCache();

  constructor(
    private readonly db: Executor,
    readonly search: SearchEngine,
  ) {}

  async rebuild(): Promise<void> {
    const { docs, snapshot } = await loadCatalog(this.db);
    this.search.replaceAll(docs);
    this.snapshot = snapshot;
    this.cache.clear();
  }

  /**
   * Re-reads some products (stock moved at checkout, expiry or cancel) into the index and drops cached
   * responses; far cheaper than rebuild() on a large catalogue. Category and brand counts do not
   * depend on stock, so the snapshot stays.
   */
  async refreshProducts(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const docs = await loadDocuments(this.db, productIds, this.snapshot);
    for (const doc of docs) this.search.upsert(doc);
    this.cache.clear();
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
