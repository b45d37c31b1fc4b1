import { seedDemoData } from '../src/db/seed/seed.ts';
import { rebuildCatalogIndex } from '../src/modules/catalog/catalog.index.ts';
import { MemorySearchEngine } from '../src/platform/search/memory-search-engine.ts';
import { createTestApp, type TestApp } from './app.ts';

export interface CatalogTestApp extends TestApp {
  search: MemorySearchEngine;
  /** Rebuilds the index after a test wrote to catalogue tables. */
  reindex(): Promise<void>;
}

/** A test app on a fresh database holding the demo catalogue (300+ products, pharmacies, stock), indexed. */
export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const search = new MemorySearchEngine();
  const t = await createTestApp({ search });
  await seedDemoData(t.database.db, t.clock.now());
  const reindex = () => rebuildCatalogIndex(t.database.db, search);
  await reindex();
  return { ...t, search, reindex };
}

/** The first word a product name says twice in a row ("Betadine Salep Salep 10 g"), or null. */
export function repeatedWord(name: string): string | null {
  const words = name.toLowerCase().split(/\s+/);
  for (let i = 1; i < words.length; i++) if (words[i] === words[i - 1]) return words[i]!;
  return null;
}
