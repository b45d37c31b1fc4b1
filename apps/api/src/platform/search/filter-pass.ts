import type { DocumentIndex } from './document-index.ts';
import { drugClassIndex, FacetCounts } from './facets.ts';
import type { SearchFilters } from './search-engine.ts';

const CATEGORY = 1;
const BRAND = 2;
const DRUG_CLASS = 4;
const PRICE = 8;

/** The filters turned into what the passes compare columns with; `stocked` undefined with `byStore` means nothing passes. */
function compiled(index: DocumentIndex, filters: SearchFilters) {
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

/**
 * The slots passing every filter, read from candidate lists (a category's or brand's slots) instead of
 * the whole index, with the facet counts of those slots only. The caller takes the facet of each filtered
 * dimension from the same filters without that one (memoised), which is what filterAndCount's "every
 * filter except its own" comes to. Lists may hold stale and repeated slots: columns are checked and
 * `stamp` (one int per slot, `mark` not yet in it) de-duplicates.
 */
export function passFromLists(
  index: DocumentIndex,
  filters: SearchFilters,
  lists: ReadonlyArray<readonly number[]>,
  stamp: Int32Array,
  mark: number,
): { passing: number[]; facets: FacetCounts } {
  const facets = new FacetCounts(index.categoryKeys.length, index.brandKeys.length);
  const passing: number[] = [];
  const { byCategory, chosen, byBrand, wantedBrand, classMask, min, max, byStore, stocked } = compiled(index, filters);
  if (byStore && stocked === undefined) return { passing, facets };

  const { alive, brand, drugClass, price, band, categoryStart, categoryCount, categoryPool } = index;
  const { category: categoryCounts, brand: brandCounts, drugClass: classCounts, priceBand: bandCounts } = facets;
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const slot = list[i]!;
      if (stamp[slot] === mark || alive[slot] !== 1) continue;
      stamp[slot] = mark;
      if (stocked !== undefined && stocked[slot] !== 1) continue;
      const b = brand[slot]!;
      if (byBrand && b !== wantedBrand) continue;
      const c = drugClass[slot]!;
      if (classMask !== 0 && (classMask & (1 << c)) === 0) continue;
      const p = price[slot]!;
      if (p < min || p > max) continue;
      const from = categoryStart[slot]!;
      const to = from + categoryCount[slot]!;
      if (byCategory) {
        let hit = false;
        for (let j = from; j < to; j++) {
          if (chosen[categoryPool[j]!] === 1) {
            hit = true;
            break;
          }
        }
        if (!hit) continue;
      }
      passing.push(slot);
      for (let j = from; j < to; j++) categoryCounts[categoryPool[j]!]!++;
      if (b >= 0) brandCounts[b]!++;
      classCounts[c]!++;
      bandCounts[band[slot]!]!++;
    }
  }
  return { passing, facets };
}

/** Does a slot pass every filter: for walking a kept sort order instead of holding the passing slots. */
export function compileFilter(index: DocumentIndex, filters: SearchFilters): (slot: number) => boolean {
  const { byCategory, chosen, byBrand, wantedBrand, classMask, min, max, byStore, stocked } = compiled(index, filters);
  if (byStore && stocked === undefined) return () => false;
  const { alive, brand, drugClass, price, categoryStart, categoryCount, categoryPool } = index;
  return (slot) => {
    if (alive[slot] !== 1) return false;
    if (stocked !== undefined && stocked[slot] !== 1) return false;
    if (byBrand && brand[slot] !== wantedBrand) return false;
    if (classMask !== 0 && (classMask & (1 << drugClass[slot]!)) === 0) return false;
    const p = price[slot]!;
    if (p < min || p > max) return false;
    if (!byCategory) return true;
    const from = categoryStart[slot]!;
    const to = from + categoryCount[slot]!;
    for (let j = from; j < to; j++) if (chosen[categoryPool[j]!] === 1) return true;
    return false;
  };
}
