import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { SearchEngine } from '../../platform/search/search-engine.ts';
import { type CatalogIndex, catalogIndexFor } from './catalog.index.ts';
import type { OrderLimit } from './catalog.ports.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { CatalogService } from './catalog.service.ts';
import { TaxonomyService } from './catalog.taxonomy.ts';

export interface CatalogDeps {
  db: Kysely<Database>;
  clock: Clock;
  search: SearchEngine;
  /** The pharmacy's per-order limit a product page shows with its stock. */
  orderLimit: OrderLimit;
}

/**
 * Registers the catalogue's routes and fills the search index from the database. The returned index
 * is what a caller rebuilds after writing to the catalogue (rebuildCatalogIndex does the same by engine).
 */
export async function registerCatalog(define: RouteRegistrar, deps: CatalogDeps): Promise<{ index: CatalogIndex; catalog: CatalogService }> {
  const index = catalogIndexFor(deps.db, deps.search);
  await index.rebuild();
  const catalog = new CatalogService({ db: deps.db, index, orderLimit: deps.orderLimit });
  catalogRoutes(define, { catalog, taxonomy: new TaxonomyService(index), index });
  return { index, catalog };
}
