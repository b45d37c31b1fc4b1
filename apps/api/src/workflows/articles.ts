import { type Locale, PROMOTABLE_DRUG_CLASSES } from '@apotek/contract';
import type { Executor } from '../db/database.ts';
import { type CatalogIndex, productCards } from '../modules/catalog/index.ts';
import type { ArticlePorts } from '../modules/articles/index.ts';

/**
 * The articles module's port to the catalogue (ADR 014): each keyword is searched in the catalogue's own
 * engine, best sellers first, among the classes that may be promoted only; the products come back as the
 * catalogue's cards, and anything prescription-only or not sold online is left out.
 */
export function articleCatalogPorts(index: CatalogIndex, db: Executor): ArticlePorts {
  return {
    async productsFor(keywords: readonly string[], limit: number, locale: Locale) {
      const ids: number[] = [];
      for (const q of keywords) {
        const hits = index.search.search({ q, filters: { drug_classes: [...PROMOTABLE_DRUG_CLASSES] }, sort: 'relevance', page: 1, perPage: limit });
        for (const id of hits.ids) if (!ids.includes(id)) ids.push(id);
        if (ids.length >= limit * 2) break;
      }
      const cards = await productCards(index, db, ids, locale);
      return cards.filter((p) => p.sellable_online && !p.requires_prescription).slice(0, limit);
    },
  };
}
