import type { Locale, ProductFacets } from '@apotek/contract';
import type { CacheTags } from './catalog.response-cache.ts';
import type { CatalogRow } from './catalog.summary-rows.ts';

/**
 * An answer printed ahead from parts kept in memory, with the object it stands for built only on demand:
 * outside production the route checks the printed JSON against the contract's print of that object
 * (platform/contract-json.ts `printedContractJson`), so the two can never drift apart unseen.
 */
export interface Printed<T> {
  json: string;
  value: () => T;
  tags: CacheTags;
}

/** Every list card ends with `in_stock`; its printed prefix is kept and one of these closes it. */
const CARD_TAILS = { none: 'null}', yes: 'true}', no: 'false}' } as const;

/**
 * List cards' JSON up to their last field, per row object and locale. A page of 20 then costs 20 string
 * joins instead of 20 mappings and a JSON.stringify of each. Keyed by the row object the row cache holds,
 * so a card goes when its row does: a stock move or a catalogue write drops the row, and with it the text.
 */
export class CardPrints {
  private readonly prints = new WeakMap<CatalogRow, Partial<Record<Locale, string>>>();

  card(row: CatalogRow, locale: Locale, inStock: boolean | null, print: () => string): string {
    let byLocale = this.prints.get(row);
    if (byLocale === undefined) this.prints.set(row, (byLocale = {}));
    let prefix = byLocale[locale];
    if (prefix === undefined) {
      const json = print();
      if (!json.endsWith(`"in_stock":${CARD_TAILS.none}`)) throw new Error('a list card must end with in_stock: null');
      prefix = byLocale[locale] = json.slice(0, -CARD_TAILS.none.length);
    }
    return prefix + (inStock === null ? CARD_TAILS.none : inStock ? CARD_TAILS.yes : CARD_TAILS.no);
  }
}

/**
 * The facets of a list as labelled and printed for one locale and category scope, per engine facet
 * object: the engine hands out the same object for every page and sort of a filter set (its memo), so
 * labelling hundreds of brands and categories and printing them happens once per filter set, not per page.
 */
export class FacetPrints {
  private readonly prints = new WeakMap<object, Map<string, { facets: ProductFacets; json: string }>>();

  get(raw: object, key: string, label: () => ProductFacets): { facets: ProductFacets; json: string } {
    let byKey = this.prints.get(raw);
    if (byKey === undefined) this.prints.set(raw, (byKey = new Map()));
    let hit = byKey.get(key);
    if (hit === undefined) {
      const facets = label();
      hit = { facets, json: JSON.stringify(facets) };
      byKey.set(key, hit);
    }
    return hit;
  }
}
