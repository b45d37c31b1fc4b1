import type { DocumentIndex } from './document-index.ts';
import { drugClassIndex, FacetCounts } from './facets.ts';
import type { SearchFilters } from './search-engine.ts';

const CATEGORY = 1;
const BRAND = 2;
const DRUG_CLASS = 4;
const PRICE = 8;

/** The filters turned into what the passes (here and in filter-bits.ts) compare columns with; `stocked` undefined with `byStore` means nothing passes. */
export function compiled(index: DocumentIndex, filters: SearchFilters) {
  const categoryIds = Array.isArray(filters.category_ids) ? filters.category_ids : [];
  const chosen = new Uint8Array(index.categoryKeys.length);
  for (const id of categoryIds) {
    const n = index.categoryNumberOf(id);
    if (n !== undefined) chosen[n] = 1;
  }
  const byBrand = typeof filters.brand_id === 'number';
  let classMask = 0;
  for (const c of Array.isArray(filters.drug_classes) ? filters.drug_classes : []) classMask |= 1 << drugClassIndex(c);
  const byStore = typeof filters.in_stock_at === 'number';
  return {
    byCategory: categoryIds.length > 0,
    chosen,
    byBrand,
    // An unknown brand matches nothing: -2 is no brand's number, and not the -1 of "no brand".
    wantedBrand: byBrand ? (index.brandNumberOf(filters.brand_id!) ?? -2) : -2,
    classMask,
    min: Number.isFinite(filters.min_price) ? filters.min_price! : -Infinity,
    max: Number.isFinite(filters.max_price) ? filters.max_price! : Infinity,
    byStore,
    stocked: byStore ? index.stockedAt(filters.in_stock_at!) : undefined,
  };
}

/**
 * Filters and facet counts in one pass over the query's matches (or every live slot for an empty
 * query). The facet convention: each facet's counts apply every filter except its own — a shopper who
 * ticked one brand still sees how many the other brands have and can widen — while the pharmacy stock
 * filter, which has no facet, always applies. So a slot passing every filter counts in all facets, one
 * failing exactly one filter counts only in that filter's facet, and one failing two counts nowhere.
 * Written as one flat loop over typed columns: it is the part of a search that touches the most slots.
 */
export function filterAndCount(
  index: DocumentIndex,
  filters: SearchFilters,
  slots: readonly number[] | null,
): { passing: number[]; facets: FacetCounts } {
  const facets = new FacetCounts(index.categoryKeys.length, index.brandKeys.length);
  const categoryCounts = facets.category;
  const brandCounts = facets.brand;
  const classCounts = facets.drugClass;
  const bandCounts = facets.priceBand;

  const { byCategory, chosen, byBrand, wantedBrand, classMask, min, max, byStore, stocked } = compiled(index, filters);
  const passing: number[] = [];
  if (byStore && stocked === undefined) return { passing, facets };

  const { alive, brand, drugClass, price, band, categoryStart, categoryCount, categoryPool } = index;
  const n = slots === null ? index.slotCount : slots.length;
  for (let i = 0; i < n; i++) {
    const slot = slots === null ? i : slots[i]!;
    if (slots === null && alive[slot] !== 1) continue;
    if (stocked !== undefined && stocked[slot] !== 1) continue;
    const from = categoryStart[slot]!;
    const to = from + categoryCount[slot]!;
    let failed = 0;
    if (byCategory) {
      let hit = false;
      for (let j = from; j < to; j++) {
        if (chosen[categoryPool[j]!] === 1) {
          hit = true;
          break;
        }
      }
      if (!hit) failed = CATEGORY;
    }
    const b = brand[slot]!;
    if (byBrand && b !== wantedBrand) failed |= BRAND;
    const c = drugClass[slot]!;
    if (classMask !== 0 && (classMask & (1 << c)) === 0) failed |= DRUG_CLASS;
    const p = price[slot]!;
    if (p < min || p > max) failed |= PRICE;
    if (failed === 0) passing.push(slot);
    else if ((failed & (failed - 1)) !== 0) continue;
    if (failed === 0 || failed === CATEGORY) for (let j = from; j < to; j++) categoryCounts[categoryPool[j]!]!++;
    if ((failed === 0 || failed === BRAND) && b >= 0) brandCounts[b]!++;
    if (failed === 0 || failed === DRUG_CLASS) classCounts[c]!++;
    if (failed === 0 || failed === PRICE) bandCounts[band[slot]!]!++;
  }
  return { passing, facets };
}
